import { Hono } from 'hono';
import { InvitationListSchema, JournalUserParamSchema } from '../../contract/collaboration.js';
import { InvitationSchema } from '../../contract/invitations.js';
import { IdParamSchema, JournalSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { inviteUser, journalInvitations } from './invitations.js';
import { joinJournal, removeFromJournal } from './journal-membership.js';
import { presentJournal } from './journal-json.js';

const tags = ['collaboration'];

/** Collaborating on a journal: its owner's side (mounted at /journals/{id}). */
export function collaborationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);

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

  write(
    'post',
    '/invite-user/:userId',
    {
      doc: {
        summary: 'Invite a user to collaborate on the journal (owner)',
        tags,
        responses: {
          201: json(InvitationSchema, 'Invited'),
          200: json(InvitationSchema, 'The invitation already pending for this user'),
        },
        errors: [400, 401, 403, 404, 409, 410, 422],
      },
      auth: true,
      params: JournalUserParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      const { id, userId } = params;
      const { invitation, created } = await inviteUser(deps, user, id, userId);
      return c.json(invitation, created ? 201 : 200);
    },
  );

  write(
    'post',
    '/remove-user/:userId',
    {
      doc: {
        summary:
          'Remove a collaborator, withdrawing an invitation pending for them (owner; or yourself)',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 403, 404, 410, 422],
      },
      auth: true,
      params: JournalUserParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      const { id, userId } = params;
      await removeFromJournal(deps, user, id, userId);
      return c.body(null, 204);
    },
  );

  write(
    'post',
    '/join',
    {
      doc: {
        summary: 'Join an open journal as a collaborator',
        tags,
        responses: { 200: json(JournalSchema, 'The journal, with you among its collaborators') },
        errors: [400, 401, 403, 404, 410, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      const journal = await joinJournal(deps, user, params.id);
      return c.json(await presentJournal(deps, deps.database.read, user, journal));
    },
  );

  write(
    'post',
    '/leave',
    {
      doc: {
        summary: 'Stop collaborating on a journal',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 404, 410, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await removeFromJournal(deps, user, params.id, user.id);
      return c.body(null, 204);
    },
  );

  return routes;
}
