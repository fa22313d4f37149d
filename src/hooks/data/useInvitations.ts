import { useLiveQuery } from 'dexie-react-hooks';
import { pendingInvitationsFor } from '../../data/queries/invitations';
import { useLocalStore } from './useLocalStore';

/** Invitations waiting for the signed-in user's answer, newest first. */
export function useInvitations() {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => (userId === null ? [] : pendingInvitationsFor(db, userId)),
    [db, userId],
  );
}
