import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { pendingInvitationsFor } from './invitations';
import { invitation, journal, user } from './test-records';

const ada = user('ada');
const bo = user('bo');

describe('pendingInvitationsFor', () => {
  it('lists invitations waiting for the user’s answer, newest first, not the ones they sent', async () => {
    const db = freshStore();
    const bos = journal(bo, { slug: 'duets' });
    const adas = journal(ada, { slug: 'solos' });
    const older = invitation(bos, bo, ada, '2031-01-01T00:00:00.000Z');
    const newer = invitation(bos, bo, ada, '2031-01-02T00:00:00.000Z');
    await db.invitations.bulkPut([
      older,
      newer,
      invitation(bos, bo, ada, '2031-01-03T00:00:00.000Z', 'denied'),
      invitation(adas, ada, bo, '2031-01-04T00:00:00.000Z'),
    ]);
    expect((await pendingInvitationsFor(db, ada.id)).map((i) => i.id)).toEqual([
      newer.id,
      older.id,
    ]);
  });
});
