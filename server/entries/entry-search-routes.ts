import { Hono } from 'hono';
import { EntrySearchPageSchema, EntrySearchQuerySchema } from '../../contract/search.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { searchEntries } from './entry-search.js';

/** Finding entries by their words (mounted at /search/entries). */
export function entrySearchRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    doc({
      summary:
        'Entries you may read holding the words of q (tag:word or #word for a tag), best match first',
      tags: ['entries'],
      auth: 'optional',
      responses: {
        200: json(EntrySearchPageSchema, 'Matches with a snippet, and the cursor of the next page'),
      },
      errors: [400],
    }),
    validate('query', EntrySearchQuerySchema),
    async (c) =>
      c.json(await searchEntries(deps.database.read, c.get('user'), c.req.valid('query'))),
  );
  return routes;
}
