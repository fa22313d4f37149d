import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaFiles, StoredFile } from './media-files.js';

export interface S3Settings {
  bucket: string;
  /** prepended to every storage name: several deployments may share a bucket */
  prefix: string;
  /** another S3-compatible service (MinIO, R2, a local stand-in); AWS's own when undefined */
  endpoint: string | undefined;
  region: string;
  /** undefined: the SDK's own chain (AWS_ACCESS_KEY_ID and _SECRET_ACCESS_KEY, a role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A missing key answers HEAD with 404 (NotFound) and GET with NoSuchKey. */
const missing = (error: unknown) =>
  statusOf(error) === 404 ||
  (error as Error).name === 'NoSuchKey' ||
  (error as Error).name === 'NotFound';

/**
 * Media in an S3-compatible bucket (MEDIA_STORE=s3://bucket/prefix): what lets several machines
 * serve one Ritual with no shared disk. Reads go through the server (media/routes.ts asks for the
 * byte range it was asked for), so links, signatures and the service worker's offline copies
 * are the same as with local files.
 */
export function s3MediaFiles(settings: S3Settings): MediaFiles {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's default CRC checksums send a streamed body as aws-chunked with a trailer, which
    // S3-compatible services do not all understand; a PUT with its length is checked by S3 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${settings.prefix}${name}`;
  const statOf = async (name: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  const get = (name: string, range?: { start: number; end: number }) =>
    client.send(
      new GetObjectCommand({
        Bucket,
        Key: keyOf(name),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
  return {
    async put(name, localPath, mime) {
      const { size } = await stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: mime,
        }),
      );
      await unlink(localPath);
    },
    stat: statOf,
    async read(name, range) {
      return (await get(name, range)).Body as Readable;
    },
    async open(name, range) {
      try {
        const answer = await get(name, range);
        const body = answer.Body as Readable;
        // A ranged GET names the whole object's size after the slash: 'bytes 0-99/12345'.
        const size = Number(
          /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? answer.ContentLength,
        );
        if (range.end < size) return { size, body };
        body.destroy();
        return { size, body: null };
      } catch (error) {
        if (missing(error)) return undefined;
        // 416: the range starts past the object's end; HEAD tells its size.
        if (statusOf(error) !== 416) throw error;
        const found = await statOf(name);
        return found && { size: found.size, body: null };
      }
    },
    // S3 deletes whether or not the key is there, so HEAD first tells the two apart; two sweeps
    // racing may then both count one file, which only their log's tally overstates.
    async remove(name) {
      if (!(await statOf(name))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
      return true;
    },
    async *list(after): AsyncGenerator<StoredFile> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: settings.prefix,
            ...(token
              ? { ContinuationToken: token }
              : after !== undefined
                ? { StartAfter: keyOf(after) }
                : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const name = object.Key.slice(settings.prefix.length);
          yield { name, modifiedAt: object.LastModified?.getTime() ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
