import { useLiveQuery } from 'dexie-react-hooks';
import type { Journal } from '../../../contract/journals';
import type { Local } from '../../../local-store/db';
import { sameJournal, useFirstRead } from '../../app/first-read';
import { journalById, journalByPath } from '../../data/queries/journals';
import { readJournalPage } from '../../profile/profile-api';
import { journalReadKey } from '../../profile/server-reads';
import { useLocalStore } from './useLocalStore';
import { useServerRead } from './useServerRead';

/** A journal by id, or by its address (/{user}/{slug}). */
export type JournalAddress = { id: string } | { user: string; slug: string };

/**
 * The journal, null when it is not held here, undefined while loading. By address, a journal this
 * device does not sync (someone else's) is read from the server each time it is opened and kept
 * as a seen record, so it opens offline afterwards; profile/server-reads.ts says how that went.
 * `shareKey` opens a private journal its owner shared by link (?key). A journal the server drew
 * this page with (app/first-read.ts) shows from what it read until the device's store answers.
 */
export function useJournal(
  address: JournalAddress,
  shareKey?: string,
): Local<Journal> | null | undefined {
  const { db } = useLocalStore();
  const id = 'id' in address ? address.id : null;
  const user = 'user' in address ? address.user : null;
  const slug = 'slug' in address ? address.slug : null;
  const local = useLiveQuery(
    () => (id !== null ? journalById(db, id) : journalByPath(db, user ?? '', slug ?? '')),
    [db, id, user, slug],
  );
  const fromServer =
    user !== null &&
    slug !== null &&
    local !== undefined &&
    (local === null || local.$seen !== undefined);
  const key = fromServer ? journalReadKey(user, slug, shareKey) : null;
  const read = useServerRead(key, () => readJournalPage(db, user ?? '', slug ?? '', shareKey));
  const firstRead = useFirstRead()?.journal;
  const drawn = sameJournal(firstRead, user ?? '', slug ?? '') ? firstRead?.page : undefined;
  if (local === undefined && drawn) return drawn;
  if (local !== null || key === null) return local;
  if (read === undefined || read.status === 'reading') return drawn;
  // The answer is in hand a moment before IndexedDB shows it.
  return read.status === 'read' ? (read.value as Journal) : null;
}
