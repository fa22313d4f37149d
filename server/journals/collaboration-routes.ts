import { Hono } from 'hono';
import { InvitationListSchema, JournalUserParamSchema } from '../../contract/collaboration.js';
import { InvitationSchema } from '../../contract/invitations.js';
import { IdParamSchema, JournalSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { idempotent } from '../http/idempotency.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { inviteUser, journalInvitations } from './invitations.js';
import { joinJournal, removeFromJournal } from './journal-membership.js';
import { presentJournal } from './journal-json.js';

const tags = ['collaboration'];

/** Collaborating on a journal: its owner's side (mounted at /journals/{id}). */
export function collaborationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/invitations',
    doc({
      summary: 'The journal’s pending invitations (owner)',
      tags,
      auth: true,
      responses: { 200: json(InvitationListSchema, 'Pending invitations, newest first') },
      errors: [400, 401, 403, 404, 410],
    }),
    requireUser,
    validate('param', IdParamSchema),
    async (c) => c.json(await journalInvitations(deps, currentUser(c), c.req.valid('param').id)),
  );

  routes.post(
    '/invite-user/:userId',
    doc({
      summary: 'Invite a user to collaborate on the journal (owner)',
      tags,
      auth: true,
      idempotent: true,
      responses: {
        201: json(InvitationSchema, 'Invited'),
        200: json(InvitationSchema, 'The invitation already pending for this user'),
      },
      errors: [400, 401, 403, 404, 409, 410, 422],
    }),
    requireUser,
    validate('param', JournalUserParamSchema),
    idempotent(deps),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      const { invitation, created } = await inviteUser(deps, currentUser(c), id, userId);
      return c.json(invitation, created ? 201 : 200);
    },
  );

  routes.post(
    '/remove-user/:userId',
    doc({
      summary:
        'Remove a collaborator, withdrawing an invitation pending for them (owner; or yourself)',
      tags,
      auth: true,
      idempotent: true,
      responses: { 204: NoContent },
      errors: [400, 401, 403, 404, 410, 422],
    }),
    requireUser,
    validate('param', JournalUserParamSchema),
    idempotent(deps),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeFromJournal(deps, currentUser(c), id, userId);
      return c.body(null, 204);
    },
  );

  routes.post(
    '/join',
    doc({
      summary: 'Join an open journal as a collaborator',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(JournalSchema, 'The journal, with you among its collaborators') },
      errors: [400, 401, 403, 404, 410, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      const journal = await joinJournal(deps, user, c.req.valid('param').id);
      return c.json(await presentJournal(deps, deps.database.read, user, journal));
    },
  );

  routes.post(
    '/leave',
    doc({
      summary: 'Stop collaborating on a journal',
      tags,
      auth: true,
      idempotent: true,
      responses: { 204: NoContent },
      errors: [400, 401, 404, 410, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      await removeFromJournal(deps, user, c.req.valid('param').id, user.id);
      return c.body(null, 204);
    },
  );

  return routes;
}
