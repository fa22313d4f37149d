import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { openAPIRouteHandler } from 'hono-openapi';
import { ErrorText } from '../contract/errors.js';
import type { AppDeps } from './deps.js';
import { identifyUser } from './http/auth.js';
import { limitBody } from './http/body-limit.js';
import { clientApp } from './http/client-app.js';
import { drawnPages } from './http/drawn-pages.js';
import { inlineScriptSources } from './http/inline-scripts.js';
import { limitAbuse } from './http/limit-abuse.js';
import { clientDir, pagesDir, renderDir } from './paths.js';
import type { AppEnv } from './http/env.js';
import { errorBody, handleError } from './http/errors.js';
import { securityHeaders } from './http/security-headers.js';
import { markReads } from './http/served-read.js';
import { readEdge } from './http/read-edge.js';
import { accountRouters } from './account/routes.js';
import { billingRouters } from './billing/routes.js';
import { discoveryRouters } from './discovery/routes.js';
import { entriesRouters } from './entries/routes.js';
import { journalsRouters } from './journals/routes.js';
import { mediaRouters } from './media/routes.js';
import { moderationRouters } from './moderation/routes.js';
import { practiceRouters } from './practice/routes.js';
import { pushRouters } from './push/routes.js';
import { reportsRouters } from './reports/routes.js';
import { socialRouters } from './social/routes.js';
import type { Dispatch } from './sync/batch-routes.js';
import { syncRouters } from './sync/routes.js';

/** JSON bodies are small; uploads (multipart) are limited per file while they stream instead. */
const JSON_BODY_LIMIT = 1024 * 1024;

const jsonBodyLimit = limitBody(JSON_BODY_LIMIT);
const limitJsonBodies = createMiddleware(async (c, next) => {
  // A read has no body Ritual reads; asking for one made the server build a whole web Request
  // for every GET (a tenth of a 304's time).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
  return jsonBodyLimit(c, next);
});

/** `dispatch` runs one write of a batch through the whole app (createApp passes its own fetch). */
function createApi(deps: AppDeps, dispatch: Dispatch) {
  const api = new Hono<AppEnv>();
  // Before anything a read's route does, so a write in between is seen (docs/decisions.md #24).
  api.use('*', markReads(deps));
  api.use('*', limitJsonBodies);
  api.use('*', identifyUser(deps));
  // After identifying the user: some limits count the account (http/abuse-limits.ts).
  api.use('*', limitAbuse(deps));

  const account = accountRouters(deps);
  const billing = billingRouters(deps);
  const discovery = discoveryRouters(deps);
  const entries = entriesRouters(deps);
  const journals = journalsRouters(deps);
  const media = mediaRouters(deps);
  const moderation = moderationRouters(deps);
  const practice = practiceRouters(deps);
  const push = pushRouters(deps);
  const reports = reportsRouters(deps);
  const social = socialRouters(deps);
  const sync = syncRouters(deps, dispatch);

  // Each folder's routers at their URL prefixes. Hono answers with the first route that matches,
  // so the calls docs/product.md §7 places under another part's segment (/users/log, /journals/explore,
  // /entries/{id}/comments, …) come before /users/{user}, /journals/{id}/… and /entries/{id}.
  api.route('/entries/:id/comments', social.entryComments);
  api.route('/comments', social.comments);
  api.route('/bookmarks', social.bookmarks);
  api.route('/chat-messages', social.chat);
  api.route('/activity', social.activity);
  api.route('/users/activity', social.followedActivity);
  api.route('/events', social.events);
  api.route('/journals/:id/shadow', social.follow);
  api.route('/journals/:id/unshadow', social.unfollow);
  api.route('/users/shadows', social.shadows);
  api.route('/journals/:id', journals.collaboration);
  api.route('/auth/journal-invitations', journals.invitationsToMe);
  api.route('/journal-invitations', journals.invitations);
  api.route('/journals/:id/log-add', practice.logAdd);
  api.route('/journals/:id/log-remove', practice.logRemove);
  api.route('/journals/:id/log-remind', practice.logRemind);
  api.route('/users/log', practice.log);
  api.route('/users/reminders', practice.remindersPause);
  api.route('/journals/:id/last-streak', practice.lastStreak);
  api.route('/users/stats/', practice.stats);
  api.route('/users/stats', practice.stats);
  api.route('/journals/search', discovery.journalSearch);
  api.route('/users/search', discovery.userSearch);
  api.route('/journals/explore', discovery.explore);
  api.route('/journals/examples', discovery.examples);
  api.route('/journals/:id/previews', discovery.previews);
  api.route('/users', account.profile);
  api.route('/users/avatar', account.avatar);
  api.route('/users/newsletter-unsubscribe', account.newsletter);
  api.route('/users/testflight', account.testflight);
  api.route('/video-updates', account.videoUpdates);
  api.route('/auth/twitter', account.twitterConnection);
  api.route('/twitter', account.twitter);
  api.route('/auth', account.security);
  api.route('/users/export', account.export);
  api.route('/entries/:id/moderate', moderation.entry);
  api.route('/journals/:id/moderate', moderation.journal);
  api.route('/plus', billing.offer);
  api.route('/auth/unlock-plus', billing.unlockPlus);
  api.route('/store', billing.store);
  api.route('/auth/request-grace-period', billing.gracePeriod);
  api.route('/client-errors', reports.clientErrors);
  api.route('/push', push.push);
  api.route('/video', journals.videoRooms);
  api.route('/batch', sync.batch);
  api.route('/auth', account.auth);
  api.route('/users', social.profiles);
  api.route('/journals', journals.journals);
  api.route('/journals/:id/entries', entries.journalEntries);
  api.route('/entries', entries.entries);
  api.route('/search/entries', entries.search);
  api.route('/media', media.files);
  api.route('/users/me/storage', media.storage);
  api.route('/sync', sync.feed);

  api.get(
    '/openapi.json',
    openAPIRouteHandler(api, {
      documentation: {
        info: {
          title: 'Ritual API',
          version: '1.0.0',
          description:
            'Tools to help you repeat things and store process. Send `Authorization: Bearer <token>`; every mutating call may carry an `Idempotency-Key`. Errors are `{statusCode, message, ref?}`.',
        },
        servers: [{ url: '/api' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
    }),
  );
  return api;
}

/** Where the built page is: the app (dist/client), its public pages and templates, its renderer. */
export interface BuiltPage {
  clientRoot?: string;
  pagesRoot?: string;
  renderRoot?: string;
}

export function createApp(deps: AppDeps, options: BuiltPage = {}) {
  const { clientRoot = clientDir, pagesRoot = pagesDir, renderRoot = renderDir } = options;
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(deps.config, inlineScriptSources(clientRoot)));
  app.route(
    '/api',
    createApi(deps, (request, env) => app.fetch(request, env)),
  );
  app.all('/api/*', (c) => c.json(errorBody(404, ErrorText.notFound), 404));
  app.route('/', clientApp(clientRoot, pagesRoot, drawnPages(deps, renderRoot, pagesRoot)));
  app.onError(handleError(deps.log));
  // In front of the whole app: a read the memo can answer needs none of it (read-edge.ts).
  const edge = readEdge(deps, deps.config);
  const appFetch = app.fetch;
  app.fetch = (request, ...rest) => edge(request) ?? appFetch(request, ...rest);
  return app;
}
