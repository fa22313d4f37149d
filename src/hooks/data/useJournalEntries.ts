import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { Entry } from '../../../contract/entries';
import type { Local } from '../../../local-store/db';
import { useFirstRead } from '../../app/first-read';
import type { JustWritten, JustWrittenStore } from '../../data/just-written';
import { journalEntries } from '../../data/queries/entries';
import { newestFirst } from '../../data/queries/order';
import { nextPageOf, readMoreEntries } from '../../profile/profile-api';
import { journalEntriesReadKey } from '../../profile/server-reads';
import { useLocalStore } from './useLocalStore';
import { useServerRead } from './useServerRead';
import { useSteadyRecords } from './useSteadyRecords';

const NOTHING: readonly JustWritten[] = [];
const quiet: Pick<JustWrittenStore, 'subscribe' | 'snapshot'> = {
  subscribe: () => () => {},
  snapshot: () => NOTHING,
};

/**
 * A journal's entries, newest first (the first `limit` of them), with any entry this page has just
 * created shown before IndexedDB commits it (see data/just-written.ts). Of a journal this device
 * does not sync (someone else's, seen), a `limit` beyond what is held reads the server's next page.
 * Of the journal the server drew this page with (app/first-read.ts), its entries show from what
 * it read until the device's store answers.
 */
export function useJournalEntries(journalId: string, limit?: number) {
  const { db, justWritten = quiet } = useLocalStore();
  const live = useLiveQuery(() => journalEntries(db, journalId, limit), [db, journalId, limit]);
  const drawn = useFirstRead()?.journal?.page;
  const stored = useSteadyRecords(
    live === undefined && drawn?.id === journalId
      ? (drawn.entries.slice(0, limit) as Local<Entry>[])
      : live,
  );
  const fresh = useSyncExternalStore(
    justWritten.subscribe,
    justWritten.snapshot,
    justWritten.snapshot,
  );
  const seen = useLiveQuery(
    async () => (await db.journals.get(journalId))?.$seen !== undefined,
    [db, journalId],
  );
  const cursor =
    seen && limit !== undefined && stored !== undefined && stored.length < limit
      ? nextPageOf(journalId)
      : undefined;
  useServerRead(cursor ? `${journalEntriesReadKey(journalId)}:${cursor}` : null, () =>
    readMoreEntries(db, journalId, cursor ?? ''),
  );
  return useMemo(
    () => withJustWritten(stored, fresh, journalId, limit),
    [stored, fresh, journalId, limit],
  );
}

export function withJustWritten(
  stored: Local<Entry>[] | undefined,
  fresh: readonly JustWritten[],
  journalId: string,
  limit?: number,
): Local<Entry>[] | undefined {
  if (stored === undefined) return undefined;
  const held = new Set(stored.map((entry) => entry.id));
  const extra = fresh.flatMap((item) =>
    item.kind === 'entry' && item.record.journal_id === journalId && !held.has(item.record.id)
      ? [item.record as unknown as Local<Entry>]
      : [],
  );
  if (extra.length === 0) return stored;
  const merged = [...extra, ...stored].sort(newestFirst);
  return limit === undefined ? merged : merged.slice(0, limit);
}
