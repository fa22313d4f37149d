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
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { imageUploadBody, uploadedImage } from '../http/image-upload.js';
import { doc, json, multipartBody, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { z } from 'zod';
import { presentEntries } from '../entries/entry-json.js';
import { journalEntries } from '../entries/entry-queries.js';
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

const tags = ['journals'];

/** A journal: opened by share key, made, edited, deleted, shared, its icon (mounted at /journals). */
export function journalRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const read = deps.database.read;

  routes.get(
    '/shared/:key',
    doc({
      summary: 'A journal opened by its share key, with its first entries',
      tags,
      auth: 'optional',
      responses: { 200: json(JournalPageSchema, 'The journal and entries') },
      errors: [400, 404],
    }),
    validate('param', ShareKeyParamSchema),
    validate('query', PageQuerySchema.omit({ key: true })),
    async (c) => {
      const viewer = c.get('user');
      const { cursor, limit } = c.req.valid('query');
      const access = await loadSharedJournal(read, viewer, c.req.valid('param').key);
      const page = await journalEntries(read, viewer, access, { cursor, limit });
      return c.json({
        ...(await presentJournal(deps, read, viewer, access.journal)),
        entries: await presentEntries(deps, read, viewer, page.rows, {
          journals: [access.journal],
          users: viewer ? [viewer] : [],
        }),
        next: page.next,
      });
    },
  );

  routes.post(
    '/',
    doc({
      summary: 'Create a journal',
      tags,
      auth: true,
      idempotent: true,
      responses: {
        201: json(JournalSchema, 'Created'),
        200: json(JournalSchema, 'A journal with this id existed (a replay)'),
      },
      errors: [400, 401, 409, 422],
    }),
    requireUser,
    validate('json', CreateJournalBodySchema),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      const { journal, created } = await createJournal(deps, user, c.req.valid('json'));
      return c.json(await presentJournal(deps, read, user, journal), created ? 201 : 200);
    },
  );

  routes.post(
    '/:id',
    doc({
      summary: 'Edit a journal (owner; last writer wins by last_modified)',
      tags,
      auth: true,
      idempotent: true,
      responses: {
        200: json(
          JournalSchema,
          'The journal as it now stands (header Ritual-Stale: true when a newer edit won)',
        ),
      },
      errors: [400, 401, 403, 404, 409, 410, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    validate('json', UpdateJournalBodySchema),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      const { journal, applied } = await updateJournal(
        deps,
        user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (!applied) c.header('Ritual-Stale', 'true');
      return c.json(await presentJournal(deps, read, user, journal));
    },
  );

  routes.delete(
    '/:id',
    doc({
      summary: 'Delete a journal and its entries (owner)',
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
      await deleteJournal(deps, currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  routes.post(
    '/:id/generate-share-key',
    doc({
      summary: 'A new share key for a journal (the old one stops working)',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(ShareKeySchema, 'The key') },
      errors: [400, 401, 403, 404],
    }),
    requireUser,
    validate('param', IdParamSchema),
    idempotent(deps),
    async (c) =>
      c.json({ share_key: await shareJournal(deps, currentUser(c), c.req.valid('param').id) }),
  );

  routes.post(
    '/:id/icon',
    doc({
      summary: 'Set the journal’s icon (an image, stored at 512×512)',
      tags,
      auth: true,
      idempotent: true,
      requestBody: multipartBody(z.object({}), { file: 'An image' }),
      responses: { 200: json(JournalSchema, 'The journal') },
      errors: [400, 401, 403, 404, 413, 415, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    imageUploadBody(deps.config),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      const file = uploadedImage(c);
      const journal = await setJournalIcon(deps, user, c.req.valid('param').id, file);
      return c.json(await presentJournal(deps, read, user, journal));
    },
  );

  return routes;
}
