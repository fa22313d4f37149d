import { Hono } from 'hono';
import { EntrySchema } from '../../contract/entries.js';
import { IdParamSchema, JournalSchema } from '../../contract/journals.js';
import { ModerateBodySchema } from '../../contract/moderation.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { json } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { presentEntries } from '../entries/entry-json.js';
import { presentJournal } from '../journals/journal-json.js';
import { moderateEntry, moderateJournal } from './moderation.js';

const tags = ['moderation'];

/**
 * docs/product.md §7's moderation calls: admins hide an entry or a journal ({hidden: true}) or restore it,
 * at /entries/{id}/moderate and /journals/{id}/moderate.
 */
export function moderationRouters(deps: AppDeps) {
  const entry = new Hono<AppEnv>();
  const journal = new Hono<AppEnv>();
  const read = deps.database.read;
  /** Both calls: an admin, the record's id, {hidden}, and a replay gets the first answer. */
  const moderation = {
    auth: 'admin',
    params: IdParamSchema,
    body: ModerateBodySchema,
    idempotent: true,
  } as const;

  writeRoutes(entry, deps)(
    'post',
    '/',
    {
      doc: {
        summary:
          'Hide an entry from all but its author, the journal’s owner and admins, or restore it',
        tags,
        responses: { 200: json(EntrySchema, 'The entry as an admin sees it') },
        errors: [400, 401, 403, 404, 422],
      },
      ...moderation,
    },
    async (c, { user, params, body }) => {
      const entry = await moderateEntry(deps, params.id, body.hidden);
      const [shown] = await presentEntries(deps, read, user, [entry]);
      return c.json(shown!);
    },
  );

  writeRoutes(journal, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Hide a journal and its entries from all but its owner and admins, or restore it',
        tags,
        responses: { 200: json(JournalSchema, 'The journal as an admin sees it') },
        errors: [400, 401, 403, 404, 422],
      },
      ...moderation,
    },
    async (c, { user, params, body }) => {
      const journal = await moderateJournal(deps, params.id, body.hidden);
      return c.json(await presentJournal(deps, read, user, journal));
    },
  );

  return { entry, journal };
}
