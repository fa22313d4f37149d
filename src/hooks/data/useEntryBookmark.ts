import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalStore } from './useLocalStore';

/** The signed-in user's bookmark on an entry: null when there is none, undefined while loading. */
export function useEntryBookmark(entryId: string) {
  const { db, userId } = useLocalStore();
  return useLiveQuery(
    async () =>
      (await db.bookmarks
        .where('entry_id')
        .equals(entryId)
        .filter((bookmark) => bookmark.user_id === userId)
        .first()) ?? null,
    [db, userId, entryId],
  );
}
