import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  CreateEntryBodySchema,
  CreateEntryFieldsSchema,
  UpdateEntryBodySchema,
  UpdateEntryFieldsSchema,
  type UpdateEntryInput,
} from '../../contract/entries.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { setBodyDigest } from '../http/idempotency.js';
import { fileDigests, readMultipart, type MultipartBody } from '../http/multipart.js';
import { multipartBody } from '../http/openapi.js';
import { parseWith } from '../http/validate.js';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { createEntry, type NewEntryFiles, type NewEntryInput } from './entry-create.js';
import { presentEntries } from './entry-json.js';
import { currentUser } from '../http/auth.js';
import { invalid } from '../errors.js';

const isMultipart = (c: Context) =>
  c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;

async function readJson<E extends AppEnv>(c: Context<E>): Promise<Record<string, unknown>> {
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

/** Runs the rest of the request, then deletes staged files that were not moved into the media store. */
async function withUpload(upload: MultipartBody | undefined, next: () => Promise<void>) {
  try {
    await next();
  } finally {
    await upload?.discard();
  }
}

/**
 * SPEC §7's POST /entries: multipart (fields, `file`, `audio_cover`) or JSON for a text entry.
 * With `journalFromPath`, the journal is the route's :id (POST /journals/{id}/entries).
 */
type NewEntryEnv = AppEnv & {
  Variables: { newEntry: { input: NewEntryInput; files: NewEntryFiles } };
};

export function entryBody(deps: AppDeps, options: { journalFromPath?: boolean } = {}) {
  return createMiddleware<NewEntryEnv>(async (c, next) => {
    const journal = options.journalFromPath ? { journal_id: c.req.param('id') } : {};
    if (isMultipart(c)) {
      const upload = await readMultipart(c, deps.config, { file: 'media', audio_cover: 'image' });
      try {
        const input = await parseWith(CreateEntryFieldsSchema, { ...upload.fields, ...journal });
        setBodyDigest(c, { input, files: fileDigests(upload.files) });
        c.set('newEntry', {
          input,
          files: { file: upload.files.file, audio_cover: upload.files.audio_cover },
        });
      } catch (error) {
        await upload.discard();
        throw error;
      }
      return withUpload(upload, next);
    }
    const input = await parseWith(CreateEntryBodySchema, { ...(await readJson(c)), ...journal });
    setBodyDigest(c, { input });
    c.set('newEntry', { input, files: {} });
    await next();
  });
}

/** Creates the entry `entryBody` read and answers it: 201, or 200 when its id existed (a replay). */
export async function answerNewEntry(deps: AppDeps, c: Context<NewEntryEnv>): Promise<Response> {
  const user = currentUser(c);
  const { input, files } = c.get('newEntry');
  const { entry, created } = await createEntry(deps, user, input, files);
  const [presented] = await presentEntries(deps, deps.database.read, user, [entry], {
    users: [user],
  });
  return c.json(presented, created ? 201 : 200);
}

/** POST /entries/{id}: JSON, or multipart fields as forms send them (no file). */
export function entryUpdateBody(deps: AppDeps) {
  return createMiddleware<AppEnv & { Variables: { entryUpdate: UpdateEntryInput } }>(
    async (c, next) => {
      if (isMultipart(c)) {
        const upload = await readMultipart(c, deps.config, {});
        const input = await parseWith(UpdateEntryFieldsSchema, upload.fields);
        setBodyDigest(c, { input });
        c.set('entryUpdate', input);
        return withUpload(upload, next);
      }
      const input = await parseWith(UpdateEntryBodySchema, await readJson(c));
      setBodyDigest(c, { input });
      c.set('entryUpdate', input);
      await next();
    },
  );
}

/** The documented request body of SPEC §7's entry creation, both ways it may arrive. */
export const newEntryRequestBody = {
  content: {
    ...multipartBody(CreateEntryFieldsSchema, {
      file: 'The photo, video or recording (SPEC §5 types); none for a text entry',
      audio_cover: 'An image shown with an audio entry',
    }).content,
    'application/json': {
      schema: z.toJSONSchema(CreateEntryBodySchema, { io: 'input' }) as OpenAPIV3_1.SchemaObject,
    },
  },
};
