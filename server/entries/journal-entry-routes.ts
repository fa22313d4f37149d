import { Hono } from 'hono';
import { EntryPageSchema, PageQuerySchema } from '../../contract/entries.js';
import { IdParamSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { answerRead } from '../http/served-read.js';
import { journalReadTag } from '../journals/journal-read-tag.js';
import { loadJournalFor } from '../journals/journals.js';
import { markShadowSeen } from '../social/shadows.js';
import { presentEntries } from './entry-json.js';
import { journalEntries } from './entry-queries.js';
import { answerNewEntry, newEntryAnswers, newEntryBody } from './new-entry-routes.js';

const tags = ['journals'];

/** A journal's entries: a page of them, or a new one (mounted at /journals/{id}/entries). */
export function journalEntryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const read = deps.database.read;

  routes.get(
    '/',
    doc({
      summary: 'A page of a journal’s entries, newest first',
      tags,
      auth: 'optional',
      responses: {
        200: json(EntryPageSchema, 'Entries and the cursor of the next page'),
        304: { description: 'Unchanged since the ETag sent as If-None-Match' },
      },
      errors: [400, 404, 410],
    }),
    validate('param', IdParamSchema),
    validate('query', PageQuerySchema),
    async (c) => {
      const viewer = c.get('user');
      const { key, cursor, limit } = c.req.valid('query');
      const access = await loadJournalFor(read, viewer, c.req.valid('param').id, key);
      if (!cursor) await markShadowSeen(deps, viewer, access);
      // After the access check: a reader who may no longer read gets 404, never a 304.
      const tag = await journalReadTag(deps, read, viewer, access, { key, cursor, limit });
      return answerRead(c, deps, tag, viewer !== undefined, async () => {
        const page = await journalEntries(read, viewer, access, { cursor, limit });
        return {
          entries: await presentEntries(deps, read, viewer, page.rows, {
            journals: [access.journal],
            users: viewer ? [viewer] : [],
          }),
          next: page.next,
        };
      });
    },
  );

  writeRoutes(routes, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Create an entry in this journal',
        tags,
        ...newEntryAnswers,
      },
      auth: true,
      params: IdParamSchema,
      body: newEntryBody(deps, { journalFromPath: true }),
      idempotent: true,
    },
    (c, { user, body }) => answerNewEntry(deps, c, user, body),
  );

  return routes;
}
