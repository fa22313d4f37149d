import { useLiveQuery } from 'dexie-react-hooks';
import { localPartner } from '../../messages/chat-queries';
import { useLocalStore } from './useLocalStore';

/** Who a username (or id) of the /messages/:user route is here; undefined while reading. */
export function useChatPartner(nameOrId: string) {
  const { db } = useLocalStore();
  return useLiveQuery(() => localPartner(db, nameOrId), [db, nameOrId]);
}
