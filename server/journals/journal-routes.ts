import { Hono } from 'hono';
import { PageQuerySchema } from '../../contract/entries.js';
import {
  CreateJournalBodySchema,
  IdParamSchema,
  JournalSchema,
  ShareKeyParamSchema,
  ShareKeySchema,
  UpdateJournalBodySchema,
} from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { imageUpload } from '../http/image-upload.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { presentJournal } from './journal-json.js';
import {
  createJournal,
  deleteJournal,
  loadSharedJournal,
  setJournalIcon,
  shareJournal,
  updateJournal,
} from './journals.js';
import { JournalPageSchema } from '../../contract/profiles.js';
import { answerRead } from '../http/served-read.js';
import { presentJournalPage } from '../social/journal-page.js';
import { journalReadTag } from './journal-read-tag.js';

const tags = ['journals'];

/** A journal: opened by share key, made, edited, deleted, shared, its icon (mounted at /journals). */
export function journalRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);
  const read = deps.database.read;

  routes.get(
    '/shared/:key',
    doc({
      summary: 'A journal opened by its share key, with its first entries',
      tags,
      auth: 'optional',
      responses: {
        200: json(JournalPageSchema, 'The journal and entries'),
        304: { description: 'Unchanged since the ETag sent as If-None-Match' },
      },
      errors: [400, 404],
    }),
    validate('param', ShareKeyParamSchema),
    validate('query', PageQuerySchema.omit({ key: true })),
    async (c) => {
      const viewer = c.get('user');
      const { cursor, limit } = c.req.valid('query');
      const key = c.req.valid('param').key;
      const access = await loadSharedJournal(read, viewer, key);
      // After the access check: a key that no longer opens the journal gets 404, never a 304.
      const tag = await journalReadTag(deps, read, viewer, access, { key, cursor, limit });
      return answerRead(c, deps, tag, viewer !== undefined, () =>
        presentJournalPage(deps, viewer, access, { cursor, limit }),
      );
    },
  );

  write(
    'post',
    '/',
    {
      doc: {
        summary: 'Create a journal',
        tags,
        responses: {
          201: json(JournalSchema, 'Created'),
          200: json(JournalSchema, 'A journal with this id existed (a replay)'),
        },
        errors: [400, 401, 409, 422],
      },
      auth: true,
      body: CreateJournalBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      const { journal, created } = await createJournal(deps, user, body);
      return c.json(await presentJournal(deps, read, user, journal), created ? 201 : 200);
    },
  );

  write(
    'post',
    '/:id',
    {
      doc: {
        summary: 'Edit a journal (owner; last writer wins by last_modified)',
        tags,
        responses: {
          200: json(
            JournalSchema,
            'The journal as it now stands (header Ritual-Stale: true when a newer edit won)',
          ),
        },
        errors: [400, 401, 403, 404, 409, 410, 422],
      },
      auth: true,
      params: IdParamSchema,
      body: UpdateJournalBodySchema,
      idempotent: true,
    },
    async (c, { user, params, body }) => {
      const { journal, applied } = await updateJournal(deps, user, params.id, body);
      if (!applied) c.header('Ritual-Stale', 'true');
      return c.json(await presentJournal(deps, read, user, journal));
    },
  );

  write(
    'delete',
    '/:id',
    {
      doc: {
        summary: 'Delete a journal and its entries (owner)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 403, 404],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await deleteJournal(deps, user, params.id);
      return c.body(null, 204);
    },
  );

  write(
    'post',
    '/:id/generate-share-key',
    {
      doc: {
        summary: 'A new share key for a journal (the old one stops working)',
        tags,
        responses: { 200: json(ShareKeySchema, 'The key') },
        errors: [400, 401, 403, 404],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => c.json({ share_key: await shareJournal(deps, user, params.id) }),
  );

  write(
    'post',
    '/:id/icon',
    {
      doc: {
        summary: 'Set the journal’s icon (an image, stored at 512×512)',
        tags,
        responses: { 200: json(JournalSchema, 'The journal') },
        errors: [400, 401, 403, 404, 413, 415, 422],
      },
      auth: true,
      params: IdParamSchema,
      body: imageUpload(deps.config),
      idempotent: true,
    },
    async (c, { user, params, body }) => {
      const journal = await setJournalIcon(deps, user, params.id, body);
      return c.json(await presentJournal(deps, read, user, journal));
    },
  );

  return routes;
}
