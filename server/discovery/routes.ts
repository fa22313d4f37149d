import { Hono } from 'hono';
import {
  ExplorePageSchema,
  ExploreQuerySchema,
  JournalListSchema,
  JournalPreviewsSchema,
  SearchTermParamSchema,
  UserSearchResultSchema,
} from '../../contract/discovery.js';
import { IdParamSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { exampleJournals, journalPreviews, searchJournals, searchUsers } from './discovery.js';
import { exploreJournals } from './explore.js';
import { examplesTag, exploreTag } from './discovery-tags.js';
import { answerRead } from '../http/served-read.js';
import { presentJournals } from '../journals/journal-json.js';
import { loadJournalFor } from '../journals/journals.js';
import { userRef } from '../account/user-json.js';

const tags = ['discovery'];

/**
 * Finding journals and people, each call mounted at its own prefix: /journals/search,
 * /users/search, /journals/explore, /journals/examples and /journals/{id}/previews.
 */
export function discoveryRouters(deps: AppDeps) {
  const journalSearch = new Hono<AppEnv>();
  const userSearch = new Hono<AppEnv>();
  const explore = new Hono<AppEnv>();
  const examples = new Hono<AppEnv>();
  const previews = new Hono<AppEnv>();
  const read = deps.database.read;

  journalSearch.get(
    '/:term',
    doc({
      summary: 'Journals you may see whose title or address contains the term (at most 20)',
      tags,
      auth: 'optional',
      responses: { 200: json(JournalListSchema, 'Matches, word starts first') },
      errors: [400],
    }),
    validate('param', SearchTermParamSchema),
    async (c) => {
      const viewer = c.get('user');
      const journals = await searchJournals(read, viewer, c.req.valid('param').term);
      return c.json({ journals: await presentJournals(deps, read, viewer, journals) });
    },
  );

  userSearch.get(
    '/:term',
    doc({
      summary: 'Users whose username starts with the term (at most 20)',
      tags,
      auth: 'optional',
      responses: { 200: json(UserSearchResultSchema, 'Matches, alphabetically') },
      errors: [400],
    }),
    validate('param', SearchTermParamSchema),
    async (c) => {
      const users = await searchUsers(read, c.req.valid('param').term);
      return c.json({ users: users.map((user) => userRef(deps, user)) });
    },
  );

  explore.get(
    '/',
    doc({
      summary: 'Public journals, most recently active first (keyset pages)',
      tags,
      auth: 'optional',
      responses: {
        200: json(ExplorePageSchema, 'Journals and the cursor of the next page'),
        304: { description: 'Unchanged since the ETag sent as If-None-Match' },
      },
      errors: [400],
    }),
    validate('query', ExploreQuerySchema),
    async (c) => {
      const viewer = c.get('user');
      const query = c.req.valid('query');
      const tag = await exploreTag(deps, read, viewer, query);
      return answerRead(c, deps, tag, viewer !== undefined, () =>
        exploreJournals(deps, read, viewer, query),
      );
    },
  );

  examples.get(
    '/',
    doc({
      summary: 'The curated example journals',
      tags,
      auth: 'optional',
      responses: {
        200: json(JournalListSchema, 'The examples, in their curated order'),
        304: { description: 'Unchanged since the ETag sent as If-None-Match' },
      },
    }),
    async (c) => {
      const viewer = c.get('user');
      const tag = await examplesTag(deps, read, viewer);
      return answerRead(c, deps, tag, viewer !== undefined, async () => ({
        journals: await presentJournals(deps, read, viewer, await exampleJournals(read)),
      }));
    },
  );

  previews.get(
    '/',
    doc({
      summary: 'The newest pictures and videos of a journal (at most 8)',
      tags,
      auth: 'optional',
      responses: { 200: json(JournalPreviewsSchema, 'Newest first') },
      errors: [400, 404, 410],
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const viewer = c.get('user');
      const access = await loadJournalFor(read, viewer, c.req.valid('param').id);
      return c.json({ previews: await journalPreviews(deps, read, viewer, access) });
    },
  );

  return { journalSearch, userSearch, explore, examples, previews };
}
