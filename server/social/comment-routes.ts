import { Hono } from 'hono';
import {
  CommentPageQuerySchema,
  CommentPageSchema,
  CommentSchema,
  CreateCommentBodySchema,
  UpdateCommentBodySchema,
} from '../../contract/comments.js';
import { IdParamSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { presentComments } from './comment-json.js';
import { entryComments } from './comment-queries.js';
import { createComment, deleteComment, updateComment, type PlacedComment } from './comments.js';

const tags = ['comments'];

/** An entry's comments (mounted at /entries/{id}/comments) and comments by id (at /comments). */
export function commentRoutes(deps: AppDeps) {
  const ofEntry = new Hono<AppEnv>();
  const routes = new Hono<AppEnv>();
  const read = deps.database.read;
  const one = async (placed: PlacedComment) => (await presentComments(deps, read, [placed]))[0]!;

  ofEntry.get(
    '/',
    doc({
      summary: 'A page of an entry’s comments, oldest first',
      tags,
      auth: 'optional',
      responses: { 200: json(CommentPageSchema, 'Comments and the cursor of the next page') },
      errors: [400, 404],
    }),
    validate('param', IdParamSchema),
    validate('query', CommentPageQuerySchema),
    async (c) => {
      const { key, cursor, limit } = c.req.valid('query');
      const page = await entryComments(read, c.get('user'), c.req.valid('param').id, key, {
        cursor,
        limit,
      });
      return c.json({ comments: await presentComments(deps, read, page.rows), next: page.next });
    },
  );

  const write = writeRoutes(routes, deps);

  write(
    'post',
    '/',
    {
      doc: {
        summary: 'Comment on an entry you can read',
        tags,
        responses: {
          201: json(CommentSchema, 'Created'),
          200: json(CommentSchema, 'A comment with this id existed (a replay)'),
        },
        errors: [400, 401, 404, 409, 410, 422],
      },
      auth: true,
      body: CreateCommentBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      const placed = await createComment(deps, user, body);
      return c.json(await one(placed), placed.created ? 201 : 200);
    },
  );

  write(
    'post',
    '/:id',
    {
      doc: {
        summary: 'Edit your comment (last writer wins by last_modified)',
        tags,
        responses: {
          200: json(
            CommentSchema,
            'The comment as it now stands (header Ritual-Stale: true when a newer edit won)',
          ),
        },
        errors: [400, 401, 403, 404, 410, 422],
      },
      auth: true,
      params: IdParamSchema,
      body: UpdateCommentBodySchema,
      idempotent: true,
    },
    async (c, { user, params, body }) => {
      const placed = await updateComment(deps, user, params.id, body);
      if (!placed.applied) c.header('Ritual-Stale', 'true');
      return c.json(await one(placed));
    },
  );

  write(
    'delete',
    '/:id',
    {
      doc: {
        summary:
          'Delete a comment (its author, the entry’s author, the journal’s owner or an admin; a tombstone)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 403, 404, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await deleteComment(deps, user, params.id);
      return c.body(null, 204);
    },
  );

  return { entryComments: ofEntry, comments: routes };
}
