import { useLiveQuery } from 'dexie-react-hooks';
import { conversation } from '../../data/queries/conversation';
import { useLocalStore } from './useLocalStore';

/**
 * The messages with one partner by id, newest first. The route's name is resolved to an id
 * beforehand, so the live query's reads are the messages themselves and it sees every new one.
 */
export function useConversationWith(partnerId: string) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => (userId === null ? [] : conversation(db, userId, partnerId)),
    [db, userId, partnerId],
  );
}
