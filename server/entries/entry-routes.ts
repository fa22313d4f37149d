import { Hono } from 'hono';
import { resolver } from 'hono-openapi';
import { z } from 'zod';
import { EntrySchema, MoveEntryBodySchema, UpdateEntryBodySchema } from '../../contract/entries.js';
import { RecordIdSchema } from '../../contract/ids.js';
import { IdParamSchema, ShareKeyParamSchema, ShareKeySchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { presentEntries } from './entry-json.js';
import { sharedEntry } from './entry-queries.js';
import { entryFor } from './entry-read.js';
import { deleteEntry, moveEntry, shareEntry, updateEntry } from './entries.js';
import {
  answerNewEntry,
  newEntryAnswers,
  entryEditBody,
  newEntryBody,
} from './new-entry-routes.js';

const tags = ['entries'];
const KeyQuery = z.object({ key: z.string().max(64).optional() });
const MoveParams = z.object({ entryId: RecordIdSchema, journalId: RecordIdSchema });

/** An entry: read, made, edited, deleted, shared, moved (mounted at /entries). */
export function entryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);
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
    async (c) =>
      c.json(
        await entryFor(deps, c.get('user'), c.req.valid('param').id, c.req.valid('query').key),
      ),
  );

  write(
    'post',
    '/',
    {
      doc: {
        summary: 'Create an entry (multipart with a file, or JSON for text)',
        tags,
        ...newEntryAnswers,
      },
      auth: true,
      body: newEntryBody(deps),
      idempotent: true,
    },
    (c, { user, body }) => answerNewEntry(deps, c, user, body),
  );

  write(
    'post',
    '/:id',
    {
      doc: {
        summary: 'Edit an entry (last writer wins by last_modified)',
        tags,
        requestBody: {
          content: { 'application/json': { schema: resolver(UpdateEntryBodySchema) } },
        },
        responses: {
          200: json(
            EntrySchema,
            'The entry as it now stands (header Ritual-Stale: true when a newer edit won)',
          ),
        },
        errors: [400, 401, 403, 404, 410, 422],
      },
      auth: true,
      params: IdParamSchema,
      body: entryEditBody(deps),
      idempotent: true,
    },
    async (c, { user, params, body }) => {
      const { entry, applied } = await updateEntry(deps, user, params.id, body.input);
      if (!applied) c.header('Ritual-Stale', 'true');
      return c.json(await one(user, entry));
    },
  );

  write(
    'delete',
    '/:id',
    {
      doc: {
        summary: 'Delete an entry (a tombstone; wins over any edit)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 403, 404],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await deleteEntry(deps, user, params.id);
      return c.body(null, 204);
    },
  );

  write(
    'post',
    '/:id/generate-share-key',
    {
      doc: {
        summary: 'A new share key for an entry (the old one stops working)',
        tags,
        responses: { 200: json(ShareKeySchema, 'The key') },
        errors: [400, 401, 403, 404, 410],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => c.json({ share_key: await shareEntry(deps, user, params.id) }),
  );

  write(
    'post',
    '/:entryId/move/:journalId',
    {
      doc: {
        summary: 'Move an entry to another journal you can post in',
        tags,
        responses: { 200: json(EntrySchema, 'The moved entry') },
        errors: [400, 401, 403, 404, 410],
      },
      auth: true,
      params: MoveParams,
      body: MoveEntryBodySchema,
      idempotent: true,
    },
    async (c, { user, params, body }) => {
      const entry = await moveEntry(
        deps,
        user,
        params.entryId,
        params.journalId,
        body.last_modified,
      );
      return c.json(await one(user, entry));
    },
  );

  return routes;
}
