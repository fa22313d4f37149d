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
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { presentBookmark } from './bookmark-json.js';
import { createBookmark, deleteBookmark, listBookmarks } from './bookmarks.js';

const tags = ['bookmarks'];

/** Mounted at /bookmarks. */
export function bookmarkRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);

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

  write(
    'post',
    '/',
    {
      doc: {
        summary: 'Bookmark an entry you can read',
        tags,
        responses: {
          201: json(BookmarkSchema, 'Created'),
          200: json(BookmarkSchema, 'This id, or a bookmark of this entry, existed already'),
        },
        errors: [400, 401, 404, 409, 410, 422],
      },
      auth: true,
      body: CreateBookmarkBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      const { bookmark, created } = await createBookmark(deps, user, body);
      return c.json(presentBookmark(bookmark), created ? 201 : 200);
    },
  );

  write(
    'delete',
    '/:id',
    {
      doc: {
        summary: 'Remove one of your bookmarks',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 404, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await deleteBookmark(deps, user, params.id);
      return c.body(null, 204);
    },
  );

  return routes;
}
