import { useLiveQuery } from 'dexie-react-hooks';
import { chatSummaries } from '../../data/queries/chats';
import { useLocalStore } from './useLocalStore';

/** The signed-in user's conversations, the newest first; none for a visitor. */
export function useChats() {
  const { db, userId } = useLocalStore();
  return useLiveQuery(() => (userId === null ? [] : chatSummaries(db, userId)), [db, userId]);
}
