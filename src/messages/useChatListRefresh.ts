import { useEffect, useState } from 'react';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { refreshChatPartners } from './chat-server';
import { readFailureText } from './server-failure';

/** Online, asks the server who the chat partners are (the list itself is computed here). */
export function useChatListRefresh(online: boolean): string | null {
  const { db } = useLocalStore();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!online) return;
    let current = true;
    refreshChatPartners({ db }).then(
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
  }, [db, online]);
  return error;
}
