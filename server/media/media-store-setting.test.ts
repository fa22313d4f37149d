import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { readMediaStore } from './media-store-setting.js';

describe('MEDIA_STORE', () => {
  it('reads local, a bucket, and a bucket with a prefix that always ends in /', () => {
    expect(readMediaStore('local')).toEqual({ kind: 'local' });
    expect(readMediaStore('')).toEqual({ kind: 'local' });
    expect(readMediaStore('s3://ritual-media')).toEqual({
      kind: 's3',
      bucket: 'ritual-media',
      prefix: '',
    });
    expect(readMediaStore('s3://ritual-media/prod/media/')).toEqual({
      kind: 's3',
      bucket: 'ritual-media',
      prefix: 'prod/media/',
    });
  });

  it('refuses anything else with a message that says what it takes', () => {
    expect(readMediaStore('/mnt/media')).toEqual({
      problem: 'MEDIA_STORE must be local or s3://bucket[/prefix]',
    });
    expect(readMediaStore('s3://Bad_Bucket')).toEqual({
      problem: 'MEDIA_STORE: "Bad_Bucket" is not a bucket name',
    });
    expect(() => readConfig({ MEDIA_STORE: 'gs://media' })).toThrow(
      /MEDIA_STORE: MEDIA_STORE must be local or s3:\/\/bucket\[\/prefix\]/,
    );
    expect(() => readConfig({ MEDIA_STORE: 's3://media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
  });

  it('gives the bucket its endpoint, region and credentials from the environment', () => {
    const config = readConfig({
      MEDIA_STORE: 's3://media/ritual',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.mediaStore).toEqual({
      kind: 's3',
      bucket: 'media',
      prefix: 'ritual/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });
});
