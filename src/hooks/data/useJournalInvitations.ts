import { useLiveQuery } from 'dexie-react-hooks';
import { pendingKey } from '../../../local-store/db';
import { byText } from '../../data/queries/order';
import { useLocalStore } from './useLocalStore';

/**
 * A journal's pending invitations (sync carries them to its owner), newest first. `unsent` marks
 * one made here that the server has not answered yet: it has no server id to act on until then.
 */
export function useJournalInvitations(journalId: string) {
  const { db } = useLocalStore();
  return useLiveQuery(async () => {
    const invitations = await db.invitations
      .where('journal_id')
      .equals(journalId)
      .filter((invitation) => invitation.status === 'pending')
      .toArray();
    const pending = await db.pendingRecords.bulkGet(
      invitations.map((invitation) => pendingKey('invitation', invitation.id)),
    );
    return invitations
      .map((invitation, i) => ({ ...invitation, unsent: pending[i]?.base === null }))
      .sort((a, b) => byText(b.created_at, a.created_at) || byText(b.id, a.id));
  }, [db, journalId]);
}
