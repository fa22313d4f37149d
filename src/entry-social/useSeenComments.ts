import { useEffect } from 'react';
import { answerOf } from '../api/answer';
import { pageHttp } from '../api/page-http';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { rememberEntryComments } from './seen-comments';

const PAGE = 100;

/**
 * Sync carries comments only on journals the user owns or collaborates on; for an entry seen on
 * someone else's page, this asks the server for its comments once it is opened and keeps them.
 * Offline, or if the server says no, the comments kept before are what shows.
 */
export function useSeenComments(entryId: string, seen: boolean) {
  const { db } = useLocalStore();
  useEffect(() => {
    if (!seen) return;
    const abort = new AbortController();
    void (async () => {
      try {
        const page = await answerOf(
          pageHttp().get(`entries/${entryId}/comments?limit=${PAGE}`, { signal: abort.signal }),
          // Loaded on first use, so zod stays out of the first page's JavaScript.
          async () => (await import('../../contract/comments')).CommentPageSchema,
        );
        await rememberEntryComments(db, entryId, page.comments, page.next === null, Date.now());
      } catch {
        // No connection (or left the page): the kept comments stand.
      }
    })();
    return () => abort.abort();
  }, [db, entryId, seen]);
}
