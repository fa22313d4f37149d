import type { Context } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import {
  CreateEntryBodySchema,
  EntrySchema,
  CreateEntryFieldsSchema,
  UpdateEntryBodySchema,
  UpdateEntryFieldsSchema,
} from '../../contract/entries.js';
import type { UserRow } from '../db/rows.js';
import type { AppDeps } from '../deps.js';
import { currentUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { jsonOrForm, type JsonOrForm } from '../http/json-or-form.js';
import { json, multipartBody } from '../http/openapi.js';
import { uploadRoom } from '../media/storage-quota.js';
import { createEntry, type NewEntryInput } from './entry-create.js';
import { presentEntries } from './entry-json.js';

/** The documented request body of docs/product.md §7's entry creation, both ways it may arrive. */
const newEntryRequestBody = {
  content: {
    ...multipartBody(CreateEntryFieldsSchema, {
      file: 'The photo, video or recording (docs/product.md §5 types); none for a text entry',
      audio_cover: 'An image shown with an audio entry',
    }).content,
    'application/json': {
      schema: z.toJSONSchema(CreateEntryBodySchema, { io: 'input' }) as OpenAPIV3_1.SchemaObject,
    },
  },
};

/**
 * docs/product.md §7's POST /entries: multipart (fields, `file`, `audio_cover`) or JSON for a text entry.
 * With `journalFromPath`, the journal is the route's :id (POST /journals/{id}/entries).
 */
export const newEntryBody = (deps: AppDeps, options: { journalFromPath?: boolean } = {}) => ({
  ...jsonOrForm(deps.config, {
    json: CreateEntryBodySchema,
    form: CreateEntryFieldsSchema,
    files: { file: 'media', audio_cover: 'image' },
    // Files stop streaming in once they would not fit in the user's storage.
    room: (c: Context<AppEnv>) =>
      uploadRoom(deps.database.read, deps.config, currentUser(c), deps.now()),
    ...(options.journalFromPath
      ? { fromPath: (c: Context<AppEnv>) => ({ journal_id: c.req.param('id') }) }
      : {}),
  }),
  requestBody: newEntryRequestBody,
});

/** POST /entries/{id}: JSON, or multipart fields as forms send them (no file). */
export const entryEditBody = (deps: AppDeps) =>
  jsonOrForm(deps.config, {
    json: UpdateEntryBodySchema,
    form: UpdateEntryFieldsSchema,
    files: {},
  });

/** What both ways of making an entry answer (POST /entries, POST /journals/{id}/entries). */
export const newEntryAnswers = {
  responses: {
    201: json(EntrySchema, 'Created'),
    200: json(EntrySchema, 'An entry with this id existed (a replay)'),
  },
  errors: [400, 401, 402, 403, 404, 409, 413, 415, 422],
};

/** Creates the entry its body describes and answers it: 201, or 200 when its id existed (a replay). */
export async function answerNewEntry(
  deps: AppDeps,
  c: Context<AppEnv>,
  user: UserRow,
  { input, files }: JsonOrForm<NewEntryInput>,
): Promise<Response> {
  const { entry, created } = await createEntry(deps, user, input, files);
  const [presented] = await presentEntries(deps, deps.database.read, user, [entry], {
    users: [user],
  });
  return c.json(presented, created ? 201 : 200);
}
