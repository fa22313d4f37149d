import { useEffect, useState } from 'react';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { readConversation } from './chat-server';
import { readFailureText } from './server-failure';

/**
 * Marks the conversation read on the server while it is open: on opening, and again whenever
 * unread messages arrive (`unreadKey` changes) or the connection returns. Offline, the unread
 * ones wait for the connection.
 */
export function useReadConversation(
  partnerId: string | null,
  unreadKey: string,
  online: boolean,
): string | null {
  const { db } = useLocalStore();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (partnerId === null || !online) return;
    let current = true;
    readConversation({ db }, partnerId).then(
      () => {
        if (current) setError(null);
      },
      async (failure: unknown) => {
        const text = await readFailureText(failure);
        if (current) setError(text);
      },
    );
    return () => {
      current = false;
    };
  }, [db, partnerId, unreadKey, online]);
  return error;
}
