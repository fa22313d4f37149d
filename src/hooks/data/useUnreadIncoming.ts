import { useLiveQuery } from 'dexie-react-hooks';
import { unreadIncoming } from '../../messages/chat-queries';
import { useLocalStore } from './useLocalStore';

/** Unread messages others sent the signed-in user; undefined while reading. */
export function useUnreadIncoming() {
  const { db, userId } = useLocalStore();
  return useLiveQuery(() => (userId === null ? [] : unreadIncoming(db, userId)), [db, userId]);
}
