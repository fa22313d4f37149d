import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { EntrySchema } from '../../contract/entries.js';
import { IdParamSchema, JournalSchema } from '../../contract/journals.js';
import { ModerateBodySchema } from '../../contract/moderation.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { presentEntries } from '../entries/entry-json.js';
import { presentJournal } from '../journals/journal-json.js';
import { moderateEntry, moderateJournal } from './moderation.js';
import { forbidden } from '../errors.js';

const tags = ['moderation'];

/** Behind requireUser: only users whose role is admin may go on. */
const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (currentUser(c).role !== 'admin') throw forbidden('Only administrators can moderate.');
  await next();
});

/**
 * SPEC §7's moderation calls: admins hide an entry or a journal ({hidden: true}) or restore it,
 * at /entries/{id}/moderate and /journals/{id}/moderate.
 */
export function moderationRouters(deps: AppDeps) {
  const entry = new Hono<AppEnv>();
  const journal = new Hono<AppEnv>();
  const read = deps.database.read;
  const guard = [
    requireUser,
    requireAdmin,
    validate('param', IdParamSchema),
    validate('json', ModerateBodySchema),
    idempotent(deps),
  ] as const;

  entry.post(
    '/',
    doc({
      summary:
        'Hide an entry from all but its author, the journal’s owner and admins, or restore it',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(EntrySchema, 'The entry as an admin sees it') },
      errors: [400, 401, 403, 404, 422],
    }),
    ...guard,
    async (c) => {
      const entry = await moderateEntry(deps, c.req.valid('param').id, c.req.valid('json').hidden);
      const [shown] = await presentEntries(deps, read, currentUser(c), [entry]);
      return c.json(shown!);
    },
  );

  journal.post(
    '/',
    doc({
      summary: 'Hide a journal and its entries from all but its owner and admins, or restore it',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(JournalSchema, 'The journal as an admin sees it') },
      errors: [400, 401, 403, 404, 422],
    }),
    ...guard,
    async (c) => {
      const { id } = c.req.valid('param');
      const journal = await moderateJournal(deps, id, c.req.valid('json').hidden);
      return c.json(await presentJournal(deps, read, currentUser(c), journal));
    },
  );

  return { entry, journal };
}
