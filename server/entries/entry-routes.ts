import { Hono } from 'hono';
import { resolver } from 'hono-openapi';
import { z } from 'zod';
import { EntrySchema, MoveEntryBodySchema, UpdateEntryBodySchema } from '../../contract/entries.js';
import { RecordIdSchema } from '../../contract/ids.js';
import { IdParamSchema, ShareKeyParamSchema, ShareKeySchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { presentEntries } from './entry-json.js';
import { readableEntry, sharedEntry } from './entry-queries.js';
import { deleteEntry, moveEntry, shareEntry, updateEntry } from './entries.js';
import {
  answerNewEntry,
  entryBody,
  entryUpdateBody,
  newEntryRequestBody,
} from './new-entry-routes.js';

const tags = ['entries'];
const KeyQuery = z.object({ key: z.string().max(64).optional() });
const MoveParams = z.object({ entryId: RecordIdSchema, journalId: RecordIdSchema });

/** An entry: read, made, edited, deleted, shared, moved (mounted at /entries). */
export function entryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const read = deps.database.read;
  const one = async (
    viewer: Parameters<typeof presentEntries>[2],
    entry: Parameters<typeof presentEntries>[3][number],
  ) => (await presentEntries(deps, read, viewer, [entry]))[0]!;

  routes.get(
    '/shared/:key',
    doc({
      summary: 'An entry opened by its share key',
      tags,
      auth: 'optional',
      responses: { 200: json(EntrySchema, 'The entry') },
      errors: [404],
    }),
    validate('param', ShareKeyParamSchema),
    async (c) => {
      const viewer = c.get('user');
      return c.json(await one(viewer, await sharedEntry(read, viewer, c.req.valid('param').key)));
    },
  );

  routes.get(
    '/:id',
    doc({
      summary: 'One entry',
      tags,
      auth: 'optional',
      responses: { 200: json(EntrySchema, 'The entry') },
      errors: [400, 404],
    }),
    validate('param', IdParamSchema),
    validate('query', KeyQuery),
    async (c) => {
      const viewer = c.get('user');
      const entry = await readableEntry(
        read,
        viewer,
        c.req.valid('param').id,
        c.req.valid('query').key,
      );
      return c.json(await one(viewer, entry));
    },
  );

  routes.post(
    '/',
    doc({
      summary: 'Create an entry (multipart with a file, or JSON for text)',
      tags,
      auth: true,
      idempotent: true,
      requestBody: newEntryRequestBody,
      responses: {
        201: json(EntrySchema, 'Created'),
        200: json(EntrySchema, 'An entry with this id existed (a replay)'),
      },
      errors: [400, 401, 402, 403, 404, 409, 413, 415, 422],
    }),
    requireUser,
    entryBody(deps),
    idempotent(deps),
    (c) => answerNewEntry(deps, c),
  );

  routes.post(
    '/:id',
    doc({
      summary: 'Edit an entry (last writer wins by last_modified)',
      tags,
      auth: true,
      idempotent: true,
      requestBody: { content: { 'application/json': { schema: resolver(UpdateEntryBodySchema) } } },
      responses: {
        200: json(
          EntrySchema,
          'The entry as it now stands (header Ritual-Stale: true when a newer edit won)',
        ),
      },
      errors: [400, 401, 403, 404, 410, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    entryUpdateBody(deps),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      const { entry, applied } = await updateEntry(
        deps,
        user,
        c.req.valid('param').id,
        c.get('entryUpdate'),
      );
      if (!applied) c.header('Ritual-Stale', 'true');
      return c.json(await one(user, entry));
    },
  );

  routes.delete(
    '/:id',
    doc({
      summary: 'Delete an entry (a tombstone; wins over any edit)',
      tags,
      auth: true,
      idempotent: true,
      responses: { 204: NoContent },
      errors: [400, 401, 403, 404],
    }),
    requireUser,
    validate('param', IdParamSchema),
    idempotent(deps),
    async (c) => {
      await deleteEntry(deps, currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  routes.post(
    '/:id/generate-share-key',
    doc({
      summary: 'A new share key for an entry (the old one stops working)',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(ShareKeySchema, 'The key') },
      errors: [400, 401, 403, 404, 410],
    }),
    requireUser,
    validate('param', IdParamSchema),
    idempotent(deps),
    async (c) =>
      c.json({ share_key: await shareEntry(deps, currentUser(c), c.req.valid('param').id) }),
  );

  routes.post(
    '/:entryId/move/:journalId',
    doc({
      summary: 'Move an entry to another journal you can post in',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(EntrySchema, 'The moved entry') },
      errors: [400, 401, 403, 404, 410],
    }),
    requireUser,
    validate('param', MoveParams),
    validate('json', MoveEntryBodySchema),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      const { entryId, journalId } = c.req.valid('param');
      const entry = await moveEntry(
        deps,
        user,
        entryId,
        journalId,
        c.req.valid('json').last_modified,
      );
      return c.json(await one(user, entry));
    },
  );

  return routes;
}
