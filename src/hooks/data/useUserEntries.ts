import { useLiveQuery } from 'dexie-react-hooks';
import { readUserEntries, userNextPageOf } from '../../profile/profile-api';
import { entriesBy } from '../../profile/profile-queries';
import { userEntriesReadKey } from '../../profile/server-reads';
import { useLocalStore } from './useLocalStore';
import { useServerRead } from './useServerRead';

/**
 * A user's entries the reader may see, newest first, the first `limit` of them: held here, with
 * the newest page read from the server on opening (GET /users/{user}/entries) and further pages
 * as `limit` grows past what is held. Undefined while loading.
 */
export function useUserEntries(name: string, userId: string | null, limit: number) {
  const { db } = useLocalStore();
  const stored = useLiveQuery(
    async () => (userId === null ? [] : entriesBy(db, userId, limit)),
    [db, userId, limit],
  );
  const key = userEntriesReadKey(name);
  useServerRead(`${key}:newest`, () => readUserEntries(db, name));
  const cursor = stored !== undefined && stored.length < limit ? userNextPageOf(name) : undefined;
  useServerRead(cursor ? `${key}:${cursor}` : null, () =>
    readUserEntries(db, name, cursor ?? undefined),
  );
  return stored;
}
