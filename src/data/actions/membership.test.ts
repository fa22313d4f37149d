import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../contract/journals';
import { aPerson } from '../../test/people';
import type { ActionContext } from './context';
import { joinJournal, leaveJournal } from './membership';
import { withRequest } from './with-request';

const bo = aPerson('bo');
const ada = aPerson('ada');
const cy = aPerson('cy');
const ctx: ActionContext = { now: Date.parse('2031-01-15T12:00:00Z'), user: ada };
const open = {
  id: '0193a000-0000-7000-8000-0000000000aa',
  collaborators: [cy],
  user: bo,
} as Journal;

describe('joining and leaving a journal', () => {
  it('joins through the outbox, showing the user among the collaborators at once', () => {
    const made = joinJournal(open, ctx);
    expect(withRequest(made)).toMatchObject({
      kind: 'journal',
      recordId: open.id,
      method: 'POST',
      path: `journals/${open.id}/join`,
      patch: { op: 'update', fields: { collaborators: [cy, ada] } },
    });
    expect(made.patch).not.toHaveProperty('fields.last_modified');
  });

  it('joins once however often it is asked, and leaving takes only the user away', () => {
    const joined = { ...open, collaborators: [cy, ada] };
    expect(joinJournal(joined, ctx).patch).toEqual({
      op: 'update',
      fields: { collaborators: [cy, ada] },
    });
    expect(withRequest(leaveJournal(joined, ctx))).toMatchObject({
      path: `journals/${open.id}/leave`,
      patch: { op: 'update', fields: { collaborators: [cy] } },
    });
  });
});
