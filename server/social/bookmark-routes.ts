import { Hono } from 'hono';
import {
  BookmarkListSchema,
  BookmarkPageQuerySchema,
  BookmarkSchema,
  CreateBookmarkBodySchema,
} from '../../contract/bookmarks.js';
import { IdParamSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { presentBookmark } from './bookmark-json.js';
import { createBookmark, deleteBookmark, listBookmarks } from './bookmarks.js';

const tags = ['bookmarks'];

/** Mounted at /bookmarks. */
export function bookmarkRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    doc({
      summary: 'Your bookmarks, newest first, each with its entry while you may read it',
      tags,
      auth: true,
      responses: { 200: json(BookmarkListSchema, 'Bookmarks and the cursor of the next page') },
      errors: [400, 401],
    }),
    requireUser,
    validate('query', BookmarkPageQuerySchema),
    async (c) => c.json(await listBookmarks(deps, currentUser(c), c.req.valid('query'))),
  );

  routes.post(
    '/',
    doc({
      summary: 'Bookmark an entry you can read',
      tags,
      auth: true,
      idempotent: true,
      responses: {
        201: json(BookmarkSchema, 'Created'),
        200: json(BookmarkSchema, 'This id, or a bookmark of this entry, existed already'),
      },
      errors: [400, 401, 404, 409, 410, 422],
    }),
    requireUser,
    validate('json', CreateBookmarkBodySchema),
    idempotent(deps),
    async (c) => {
      const { bookmark, created } = await createBookmark(deps, currentUser(c), c.req.valid('json'));
      return c.json(presentBookmark(bookmark), created ? 201 : 200);
    },
  );

  routes.delete(
    '/:id',
    doc({
      summary: 'Remove one of your bookmarks',
      tags,
      auth: true,
      idempotent: true,
      responses: { 204: NoContent },
      errors: [400, 401, 404, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    idempotent(deps),
    async (c) => {
      await deleteBookmark(deps, currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return routes;
}
