import { signedIn, type Row } from './authorization-table.js';
import {
  freshJournal,
  invitationFromOwner,
  invitationToOwner,
  type World,
} from './authorization-world.js';

/*
 * Following, the daily log, collaboration and invitations, on the owner's private journal (see
 * authorization-rows.ts). Columns: visitor, other, collaborator, owner, admin.
 */
const journal = (w: World) => ({ params: { id: w.journal.id } });

export const membershipRows: Row[] = [
  {
    // The owner cannot follow their own journal (400, by design).
    route: 'POST /journals/{id}/shadow',
    expect: [401, 404, 200, 400, 200],
    request: journal,
  },
  { route: 'POST /journals/{id}/unshadow', expect: signedIn(204), request: journal },
  { route: 'GET /users/shadows', expect: signedIn(200) },
  {
    route: 'POST /journals/{id}/log-add',
    expect: [401, 404, 201, 201, 201],
    request: (w) => ({ ...journal(w), json: {} }),
  },
  {
    // Between log-add and log-remove: in the log of all but the stranger, who is refused as for
    // a journal not in the log.
    route: 'POST /journals/{id}/log-remind',
    expect: [401, 404, 200, 200, 200],
    request: (w) => ({ ...journal(w), json: { reminder: { at: '19:00', days: [1, 5] } } }),
  },
  { route: 'POST /journals/{id}/log-remove', expect: signedIn(204), request: journal },
  { route: 'GET /users/log', expect: signedIn(200) },
  { route: 'POST /users/log', expect: signedIn(200), request: () => ({ json: { order: [] } }) },
  {
    route: 'POST /users/reminders',
    expect: signedIn(200),
    request: () => ({ json: { paused: false } }),
  },
  { route: 'GET /users/stats/', expect: [401, 404, 200, 200, 200], request: statsOf },
  { route: 'GET /users/stats', expect: [401, 404, 200, 200, 200], request: statsOf },
  {
    // Invitations are the owner's business: an admin who may read the journal is refused too.
    route: 'GET /journals/{id}/invitations',
    expect: [401, 404, 403, 200, 403],
    request: journal,
  },
  {
    route: 'POST /journals/{id}/invite-user/{userId}',
    expect: [401, 404, 403, 201, 403],
    request: async (w) => ({ params: { id: await freshJournal(w), userId: w.accounts.peer.id } }),
  },
  {
    // The peer collaborates on nothing, so the owner's removal changes nothing (204).
    route: 'POST /journals/{id}/remove-user/{userId}',
    expect: [401, 404, 403, 204, 403],
    request: (w) => ({ params: { id: w.journal.id, userId: w.accounts.peer.id } }),
  },
  {
    // Not open: a collaborator is in already, the owner owns it (400), the admin may not join.
    route: 'POST /journals/{id}/join',
    expect: [401, 404, 200, 400, 403],
    request: journal,
  },
  {
    on: 'open journal',
    route: 'POST /journals/{id}/join',
    expect: [401, 200, 200, 400, 200],
    request: (w) => ({ params: { id: w.open } }),
  },
  {
    // Leaving a journal one is not in changes nothing; the owner cannot leave (400).
    route: 'POST /journals/{id}/leave',
    expect: [401, 404, 204, 400, 204],
    request: async (w) => ({ params: { id: await freshJournal(w) } }),
  },
  { route: 'GET /auth/journal-invitations', expect: signedIn(200) },
  // Here the owner is the invitee: only they answer; whoever is no party learns nothing (404).
  {
    route: 'POST /journal-invitations/{id}/accept',
    expect: [401, 404, 404, 200, 404],
    request: toOwner,
  },
  {
    route: 'POST /journal-invitations/{id}/deny',
    expect: [401, 404, 404, 200, 404],
    request: toOwner,
  },
  {
    route: 'DELETE /journal-invitations/{id}',
    expect: [401, 404, 404, 204, 404],
    request: async (w) => ({ params: { id: await invitationFromOwner(w) } }),
  },
  {
    route: 'POST /activity',
    expect: [401, 404, 201, 201, 201],
    request: (w) => ({ json: { type: 'jitsi-join', journal_id: w.journal.id } }),
  },
];

function statsOf(w: World) {
  return { query: { journal: w.journal.id } };
}

async function toOwner(w: World) {
  return { params: { id: await invitationToOwner(w) } };
}
