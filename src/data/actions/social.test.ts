import { describe, expect, it } from 'vitest';
import { journal as aJournal } from '../queries/test-records';
import { aPerson } from '../../test/people';
import { removeCollaborator } from './collaboration';
import type { ActionContext } from './context';
import { inviteUser } from './invite';
import { answerInvitation, withdrawInvitation } from './invitations';
import { moderate } from './moderation';
import { withRequest } from './with-request';

const owner = aPerson('ada');
const bob = aPerson('bob');
const cy = aPerson('cy');
const ctx: ActionContext = { now: Date.parse('2026-11-22T08:00:00.000Z'), user: owner };
const journal = aJournal(owner, {
  id: '01900000-0000-7000-8000-000000000003',
  slug: 'runs',
  title: 'Runs',
  collaborators: [bob, cy],
  created_at: '2026-11-01T08:00:00.000Z',
});

describe('collaboration actions', () => {
  it('invite a user: a pending invitation shown at once, sent to invite-user', () => {
    const made = inviteUser(journal, bob, ctx);
    expect(withRequest(made)).toMatchObject({
      kind: 'invitation',
      recordId: made.id,
      method: 'POST',
      path: `journals/${journal.id}/invite-user/${bob.id}`,
      patch: {
        op: 'create',
        record: {
          journal: { id: journal.id, slug: 'runs', title: 'Runs' },
          invitee: bob,
          inviter: owner,
          status: 'pending',
        },
      },
    });
  });

  it('answer an invitation as accepted or denied', () => {
    expect(withRequest(answerInvitation('i1', 'accept', ctx))).toMatchObject({
      path: 'journal-invitations/i1/accept',
      patch: { op: 'update', fields: { status: 'accepted' } },
    });
    expect(withRequest(answerInvitation('i1', 'deny', ctx))).toMatchObject({
      path: 'journal-invitations/i1/deny',
      patch: { op: 'update', fields: { status: 'denied' } },
    });
  });

  it('withdraw an invitation and remove a collaborator, showing the change at once', () => {
    expect(withRequest(withdrawInvitation('i1', ctx))).toMatchObject({
      method: 'DELETE',
      path: 'journal-invitations/i1',
      patch: { op: 'delete' },
    });
    expect(withRequest(removeCollaborator(journal, bob.id, ctx))).toMatchObject({
      kind: 'journal',
      recordId: journal.id,
      path: `journals/${journal.id}/remove-user/${bob.id}`,
      patch: { op: 'update', fields: { collaborators: [cy] } },
    });
  });
});

describe('moderation', () => {
  it('hides or restores an entry or a journal through its moderate call', () => {
    expect(withRequest(moderate('entry', 'e1', true, ctx))).toMatchObject({
      kind: 'entry',
      recordId: 'e1',
      path: 'entries/e1/moderate',
      json: { hidden: true },
      patch: { op: 'update', fields: { hidden: true } },
    });
    expect(withRequest(moderate('journal', 'j1', false, ctx))).toMatchObject({
      kind: 'journal',
      path: 'journals/j1/moderate',
      json: { hidden: false },
    });
  });
});
