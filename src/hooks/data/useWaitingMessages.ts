import { useLiveQuery } from 'dexie-react-hooks';
import { waitingMessageIds } from '../../messages/chat-queries';
import { useLocalStore } from './useLocalStore';

/** The ids of the user's messages still waiting to be sent. */
export function useWaitingMessages() {
  const { db } = useLocalStore();
  return useLiveQuery(() => waitingMessageIds(db), [db]);
}
