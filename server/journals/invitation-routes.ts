import { Hono } from 'hono';
import { InvitationListSchema } from '../../contract/collaboration.js';
import { InvitationSchema } from '../../contract/invitations.js';
import { IdParamSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { pendingInvitationsFor } from './invitation-json.js';
import { answerInvitation, deleteInvitation } from './invitations.js';

const tags = ['collaboration'];

/**
 * The invited user's side of invitations: those waiting for them (mounted at
 * /auth/journal-invitations) and answering one (at /journal-invitations).
 */
export function journalInvitationRoutes(deps: AppDeps) {
  const waiting = new Hono<AppEnv>();
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);

  waiting.get(
    '/',
    doc({
      summary: 'Invitations waiting for your answer, newest first',
      tags,
      auth: true,
      responses: { 200: json(InvitationListSchema, 'Your pending invitations') },
      errors: [401],
    }),
    requireUser,
    async (c) => c.json(await pendingInvitationsFor(deps, deps.database.read, currentUser(c).id)),
  );

  for (const [action, answer, summary] of [
    ['accept', 'accepted', 'Accept an invitation: you become a collaborator (invitee)'],
    ['deny', 'denied', 'Decline an invitation (invitee)'],
  ] as const) {
    write(
      'post',
      `/:id/${action}`,
      {
        doc: {
          summary,
          tags,
          responses: { 200: json(InvitationSchema, 'The answered invitation') },
          errors: [400, 401, 403, 404, 409, 410, 422],
        },
        auth: true,
        params: IdParamSchema,
        idempotent: true,
      },
      async (c, { user, params }) => c.json(await answerInvitation(deps, user, params.id, answer)),
    );
  }

  write(
    'delete',
    '/:id',
    {
      doc: {
        summary: 'Withdraw an invitation (the journal’s owner) or dismiss it (invitee)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 404, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await deleteInvitation(deps, user, params.id);
      return c.body(null, 204);
    },
  );

  return { invitationsToMe: waiting, invitations: routes };
}
