import { useLiveQuery } from 'dexie-react-hooks';
import { conversationWith } from '../../data/queries/conversation';
import { useLocalStore } from './useLocalStore';

/** The messages with one partner (a username or an id, as the route holds it), newest first. */
export function useConversation(partner: string) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    () => (userId === null ? [] : conversationWith(db, userId, partner)),
    [db, userId, partner],
  );
}
