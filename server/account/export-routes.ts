import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc } from '../http/openapi.js';
import { exportAccount } from './account-export.js';

/** The answer's description; doc() knows JSON bodies only, so the binary one is spelled out here. */
const ZIP_ANSWER = {
  description: 'The zip, streamed',
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
};

/** GET /users/export (mounted at /users/export, before /users/{user}). */
export function exportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    doc({
      summary:
        'Download all your data: a zip of user.json, journals.json, entries.json, comments.json, bookmarks.json, chat-messages.json, media.json and media/<file> for each of your files',
      tags: ['account'],
      auth: true,
      responses: {
        200: ZIP_ANSWER,
      },
      errors: [401],
    }),
    requireUser,
    async (c) => {
      const { fileName, stream } = await exportAccount(deps, currentUser(c));
      return new Response(stream, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  );

  return routes;
}
