import { Hono } from 'hono';
import { z } from 'zod';
import { EntryPageSchema, PageQuerySchema } from '../../contract/entries.js';
import { JournalPathSchema } from '../../contract/journals.js';
import { JournalPageSchema, UserParamSchema, UserProfileSchema } from '../../contract/profiles.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { presentEntries } from '../entries/entry-json.js';
import { authorEntries } from '../entries/entry-queries.js';
import { presentJournals } from '../journals/journal-json.js';
import { openJournalPage, presentJournalPage } from './journal-page.js';
import { answerRead } from '../http/served-read.js';
import { journalReadTag } from '../journals/journal-read-tag.js';
import { userPageTag } from './user-page-tag.js';
import { followerCount, userByName, visibleJournalsOf } from './profiles.js';
import { presentUser } from '../account/user-json.js';
import { rowsById } from '../db/rows-by-id.js';

const tags = ['users'];

/** People: a profile, their entries and a journal by its address (mounted at /users). */
export function profileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const read = deps.database.read;

  routes.get(
    '/:user',
    doc({
      summary: 'A profile with the journals you may see',
      tags,
      auth: 'optional',
      responses: {
        200: json(UserProfileSchema, 'The profile'),
        304: { description: 'Unchanged since the ETag sent as If-None-Match' },
      },
      errors: [400, 404],
    }),
    validate('param', UserParamSchema),
    async (c) => {
      const viewer = c.get('user');
      const user = await userByName(read, c.req.valid('param').user);
      const tag = await userPageTag(deps, read, viewer, user);
      return answerRead(c, deps, tag, viewer !== undefined, async () => {
        // Read again after the tag (latest-change.ts): a rename committed in between must not
        // be answered in the old name under the new tag.
        const shown = (await rowsById(read, 'users', [user.id])).get(user.id) ?? user;
        const journals = await visibleJournalsOf(read, viewer, user.id);
        return {
          ...(await presentUser(deps, read, shown, viewer)),
          journals: await presentJournals(deps, read, viewer, journals),
          followers: await followerCount(read, viewer, user.id),
        };
      });
    },
  );

  routes.get(
    '/:user/entries',
    doc({
      summary: 'A page of a user’s entries you may see, newest first',
      tags,
      auth: 'optional',
      responses: { 200: json(EntryPageSchema, 'Entries and the next cursor') },
      errors: [400, 404],
    }),
    validate('param', UserParamSchema),
    validate('query', PageQuerySchema),
    async (c) => {
      const viewer = c.get('user');
      const user = await userByName(read, c.req.valid('param').user);
      const { cursor, limit } = c.req.valid('query');
      const page = await authorEntries(read, viewer, user.id, { cursor, limit });
      return c.json({
        entries: await presentEntries(deps, read, viewer, page.rows, { users: [user] }),
        next: page.next,
      });
    },
  );

  routes.get(
    '/:user/journals/:journal',
    doc({
      summary:
        'A journal page by address, with its first entries (?key opens a shared private journal)',
      tags,
      auth: 'optional',
      responses: {
        200: json(JournalPageSchema, 'The journal and entries'),
        304: { description: 'Unchanged since the ETag sent as If-None-Match' },
      },
      errors: [400, 404],
    }),
    validate('param', JournalPathSchema),
    validate('query', PageQuerySchema.extend({ key: z.string().max(64).optional() })),
    async (c) => {
      const viewer = c.get('user');
      const query = c.req.valid('query');
      const access = await openJournalPage(deps, viewer, c.req.valid('param'), query);
      // After the access check: a reader who may no longer read gets 404, never a 304.
      const tag = await journalReadTag(deps, read, viewer, access, query);
      return answerRead(c, deps, tag, viewer !== undefined, () =>
        presentJournalPage(deps, viewer, access, query),
      );
    },
  );

  return routes;
}
