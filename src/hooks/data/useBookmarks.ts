import { useLiveQuery } from 'dexie-react-hooks';
import { bookmarksOf } from '../../data/queries/bookmarks';
import { useLocalStore } from './useLocalStore';

/** The signed-in user's bookmarks with their entries, newest first; none for a visitor. */
export function useBookmarks() {
  const { db, userId } = useLocalStore();
  return useLiveQuery(() => (userId === null ? [] : bookmarksOf(db, userId)), [db, userId]);
}
