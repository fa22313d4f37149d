import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context } from 'hono';
import type { Config } from '../config.js';
import { invalid } from '../errors.js';
import type { StagedFile } from '../media/staged-file.js';
import type { Room } from '../media/storage-quota.js';
import type { AppEnv } from './env.js';
import { setBodyDigest } from './idempotency.js';
import { fileDigests, readMultipart, type FileRule } from './multipart.js';
import { parseWith } from './validate.js';
import type { BodyReader } from './write-route.js';

const isMultipart = (c: Context) =>
  c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;

async function readJson(c: Context): Promise<Record<string, unknown>> {
  if (!c.req.header('content-type')?.toLowerCase().includes('json')) {
    throw invalid('Send this request as JSON or multipart/form-data.');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid('The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

export interface JsonOrForm<Input> {
  input: Input;
  /** the files the form carried, by field (none from JSON) */
  files: Partial<Record<string, StagedFile>>;
}

/**
 * A body sent as JSON, or as a multipart form whose text fields `form` checks and whose files
 * `files` names. `fromPath` gives fields taken from the URL, laid over the body's; `room`, the
 * bytes the files may take together (asked only of a form). Files not moved into the media store
 * are removed once the answer is made.
 */
export function jsonOrForm<Json extends StandardSchemaV1, Form extends StandardSchemaV1>(
  config: Config,
  spec: {
    json: Json;
    form: Form;
    files: Record<string, FileRule>;
    fromPath?: (c: Context<AppEnv>) => Record<string, string | undefined>;
    room?: (c: Context<AppEnv>) => Promise<Room>;
  },
): BodyReader<JsonOrForm<StandardSchemaV1.InferOutput<Json> | StandardSchemaV1.InferOutput<Form>>> {
  const names = Object.keys(spec.files);
  return {
    read: async (c, next) => {
      const fromPath = spec.fromPath?.(c) ?? {};
      if (!isMultipart(c)) {
        const input = await parseWith(spec.json, { ...(await readJson(c)), ...fromPath });
        setBodyDigest(c, { input });
        c.set('body', { input, files: {} });
        return next();
      }
      const upload = await readMultipart(c, config, spec.files, await spec.room?.(c));
      try {
        const input = await parseWith(spec.form, { ...upload.fields, ...fromPath });
        // (a form without files has the digest of its input alone, as JSON has)
        setBodyDigest(
          c,
          names.length > 0 ? { input, files: fileDigests(upload.files) } : { input },
        );
        const files = Object.fromEntries(names.map((name) => [name, upload.files[name]]));
        c.set('body', { input, files });
        await next();
      } finally {
        await upload.discard();
      }
    },
    value: (c) =>
      c.get('body') as JsonOrForm<
        StandardSchemaV1.InferOutput<Json> | StandardSchemaV1.InferOutput<Form>
      >,
  };
}
