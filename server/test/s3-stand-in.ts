import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** What the tests use of s3rver, which ships no types (and is CommonJS). */
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => { run(): Promise<{ port: number }> };
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/**
 * Server tests keep media in an S3 bucket when TEST_MEDIA_STORE=s3: a local S3-compatible stand-in
 * (s3rver, from npm), one per test process, with a fresh bucket for each test server. AWS itself
 * cannot be reached from CI; the SDK's real client code talks to the stand-in over HTTP.
 */
export const testMediaStore: 'local' | 's3' =
  process.env.TEST_MEDIA_STORE === 's3' ? 's3' : 'local';

const KEY = 'S3RVER';
let endpoint: Promise<string> | undefined;

function standIn(): Promise<string> {
  endpoint ??= (async () => {
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'ritual-s3-')),
    });
    const { port } = await server.run();
    return `http://127.0.0.1:${port}`;
  })();
  return endpoint;
}

let buckets = 0;

/** A new, empty bucket on the stand-in, as the environment a test server reads (config.ts). */
export async function newTestBucket(): Promise<Record<string, string>> {
  const url = await standIn();
  const bucket = `ritual-${process.pid}-${(buckets += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    MEDIA_STORE: `s3://${bucket}/media`,
    S3_ENDPOINT: url,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  };
}
