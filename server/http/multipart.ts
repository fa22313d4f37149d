import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { v7 as uuidv7 } from 'uuid';
import { ErrorText } from '../../contract/errors.js';
import { isAllowedUploadType } from '../../contract/uploads.js';
import type { Config } from '../config.js';
import type { AppEnv } from './env.js';
import { setBodyDigest } from './idempotency.js';
import type { StagedFile } from '../media/staged-file.js';
import type { Room } from '../media/storage-quota.js';
import { DomainError, invalid, tooLarge } from '../errors.js';

/** What identifies the files of a body, for the Idempotency-Key check: their content, type and name. */
export const fileDigests = (files: Partial<Record<string, StagedFile>>) =>
  Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      file && [file.sha256, file.declaredType, file.name],
    ]),
  );

export interface MultipartBody {
  fields: Record<string, string>;
  files: Partial<Record<string, StagedFile>>;
  /** Deletes the staged files that were not moved into the media store. */
  discard(): Promise<void>;
}

/** Which files a field takes: any allowed upload (docs/product.md §5), or images only (covers, icons). */
export type FileRule = 'media' | 'image';

const MB = 1024 * 1024;
const FIELD_BYTES = 2 * MB;
/**
 * What a body may carry besides file content (fields, part headers, ignored parts). busboy reads
 * a field past its limit on to the part's end, which an endless body never reaches.
 */
const NON_FILE_BYTES = FIELD_BYTES * 4;

const family = (mime: string) => mime.split('/')[0] as 'image' | 'audio' | 'video';

/** 25 MB, 1 GB, 900 KB: the limit as a person reads it. */
function readableSize(bytes: number): string {
  if (bytes >= 1024 * MB && bytes % (1024 * MB) === 0) return `${bytes / (1024 * MB)} GB`;
  if (bytes >= MB) return `${Math.floor(bytes / MB)} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

const fileTooLarge = (kind: string, limit: number) =>
  tooLarge(`The file is too large: ${kind} files may be up to ${readableSize(limit)}.`);

/**
 * The name a person gave the file, kept as a label only: without control characters (a NUL,
 * which `filename*=` can carry, made PostgreSQL refuse the row with a 500) and at most 255 UTF-16
 * units, never ending in half a character.
 */
function fileLabel(filename: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const label = (filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  return label.replace(/[\ud800-\udbff]$/, '') || null;
}

/**
 * Counts and hashes a file part as it passes, and stops it the moment it exceeds its limit or
 * the room its body's files share (the user's storage left).
 */
class Meter extends Transform {
  size = 0;
  readonly hash = createHash('sha256');
  constructor(
    private readonly limit: number,
    private readonly kind: string,
    /** the room this body's files share, counted down as they arrive */
    private readonly room: Room | undefined,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.limit) return done(fileTooLarge(this.kind, this.limit));
    if (this.room && (this.room.bytes -= chunk.length) < 0) return done(this.room.refuse());
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/**
 * Streams a multipart body: fields into memory (bounded), files into DATA_DIR/tmp with their
 * size limit per type, and together the `room` given (the user's storage left), enforced while
 * the bytes arrive (never trusting Content-Length alone). Sets the body digest the
 * Idempotency-Key check compares.
 */
export async function readMultipart<E extends AppEnv>(
  c: Context<E>,
  config: Pick<Config, 'dataDir' | 'maxBytes'>,
  rules: Record<string, FileRule>,
  room?: Room,
): Promise<MultipartBody> {
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !body) {
    throw invalid('Send this request as multipart/form-data.');
  }
  const largest = Object.values(rules).reduce(
    (max, rule) =>
      max +
      (rule === 'image' ? config.maxBytes.image : Math.max(...Object.values(config.maxBytes))),
    FIELD_BYTES * 4,
  );
  const declaredLength = Number(c.req.header('content-length') ?? 0);
  if (declaredLength > largest) throw tooLarge();
  // More than any fields could add to the room: refused before a byte of it is stored.
  if (room && declaredLength > room.bytes + NON_FILE_BYTES) throw room.refuse();
  const roomLeft: Room | undefined = room && { ...room };

  const tmpDir = join(config.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: Partial<Record<string, StagedFile>> = {};
  const written: string[] = [];
  const discard = async () => {
    await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as raw UTF-8.
      defParamCharset: 'utf8',
      limits: { fields: 30, fieldSize: FIELD_BYTES, files: Object.keys(rules).length, parts: 40 },
    });
  } catch {
    throw invalid('The multipart body has no boundary.');
  }

  // Typed as Node's stream: where the DOM's types are loaded too (the benches), the two differ;
  // the server's own check sees no difference, hence the lint rule's exception.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const source = Readable.fromWeb(body as NodeReadableStream);
  // Outside the reading, so a refusal can stop the files still being written before removing them.
  const meters: Meter[] = [];
  const sinks: WriteStream[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const pending: Promise<void>[] = [];
      let failed = false;
      let received = 0;
      const countBytes = (chunk: Buffer) => {
        received += chunk.length;
        const fileBytes = meters.reduce((sum, meter) => sum + meter.size, 0);
        if (received - fileBytes > NON_FILE_BYTES) fail(tooLarge());
      };
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        // Stop reading, but leave the request alone: the server drains it, so the client still
        // receives this answer instead of a reset connection. (With a 'data' listener left,
        // unpipe would resume the source.)
        source.off('data', countBytes);
        source.unpipe(parser);
        reject(error instanceof DomainError ? error : invalid('The upload could not be read.'));
      };

      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) return fail(tooLarge(`The field ${name} is too long.`));
        fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        const rule = rules[name];
        if (!rule) {
          stream.resume();
          return fail(invalid(`Unexpected file field '${name}'.`));
        }
        // Browsers send an empty part for a file input left empty.
        const declaredType = info.mimeType.toLowerCase();
        if (!info.filename && declaredType === 'application/octet-stream')
          return void stream.resume();
        if (
          !isAllowedUploadType(declaredType) ||
          (rule === 'image' && family(declaredType) !== 'image')
        ) {
          stream.resume();
          return fail(new DomainError('unsupported-type', ErrorText.invalidFileType));
        }
        const kind = family(declaredType);
        const path = join(tmpDir, uuidv7());
        written.push(path);
        const meter = new Meter(config.maxBytes[kind], kind, roomLeft);
        const sink = createWriteStream(path);
        meters.push(meter);
        sinks.push(sink);
        pending.push(
          pipeline(stream, meter, sink).then(
            () => {
              files[name] = {
                field: name,
                path,
                size: meter.size,
                sha256: meter.hash.digest('hex'),
                declaredType,
                name: fileLabel(info.filename),
              };
            },
            (error: unknown) => {
              stream.resume();
              fail(error);
            },
          ),
        );
      });
      parser.on('filesLimit', () => fail(invalid('Too many files in one request.')));
      parser.on('fieldsLimit', () => fail(invalid('Too many fields in one request.')));
      parser.on('partsLimit', () => fail(invalid('Too many parts in one request.')));
      parser.on('error', fail);
      parser.on('close', () => {
        void Promise.all(pending).then(() => {
          if (!failed) resolve();
        });
      });
      source.on('error', fail);
      source.pipe(parser);
      source.on('data', countBytes);
    });
  } catch (error) {
    // A file still opening would be created after discard() removed it, and stay in tmp for good:
    // stop the writes, and remove the files once each is closed (its pipeline may settle sooner).
    // (Destroyed without an error, a stream busboy has ended but not yet emptied never closes.)
    for (const meter of meters) meter.destroy(new Error('upload refused'));
    await Promise.all(
      sinks.filter((sink) => !sink.closed).map((sink) => once(sink, 'close').catch(() => [])),
    );
    await discard();
    throw error;
  }

  setBodyDigest(c, { fields, files: fileDigests(files) });
  return { fields, files, discard };
}
