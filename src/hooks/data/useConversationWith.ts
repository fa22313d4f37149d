import { useLiveQuery } from 'dexie-react-hooks';
import { conversation } from '../../data/queries/conversation';
import { useLocalStore } from './useLocalStore';

/**
 * The messages with one partner by id, newest first. The messages are the query's first read, so
 * the live query sees every new one (useConversation reads them only after resolving a name).
 */
export function useConversationWith(partnerId: string) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => (userId === null ? [] : conversation(db, userId, partnerId)),
    [db, userId, partnerId],
  );
}
