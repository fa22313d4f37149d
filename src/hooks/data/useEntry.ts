import { useLiveQuery } from 'dexie-react-hooks';
import type { Entry } from '../../../contract/entries';
import type { Local } from '../../../local-store/db';
import { entryById } from '../../data/queries/entries';
import { readEntry } from '../../profile/profile-api';
import { entryReadKey } from '../../profile/server-reads';
import { useLocalStore } from './useLocalStore';
import { useServerRead } from './useServerRead';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An entry, null when it is not held here, undefined while loading. One this device does not
 * sync (someone else's) is read from the server when opened and kept as a seen record.
 */
export function useEntry(id: string): Local<Entry> | null | undefined {
  const { db } = useLocalStore();
  const local = useLiveQuery(() => entryById(db, id), [db, id]);
  const fromServer =
    UUID.test(id) && local !== undefined && (local === null || local.$seen !== undefined);
  const key = fromServer ? entryReadKey(id) : null;
  const read = useServerRead(key, () => readEntry(db, id));
  if (local !== null || key === null) return local;
  if (read === undefined || read.status === 'reading') return undefined;
  return read.status === 'read' ? (read.value as Entry) : null;
}
