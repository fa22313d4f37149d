import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { Entry } from '../../../contract/entries';
import type { Local } from '../../data/db';
import type { JustWritten, JustWrittenStore } from '../../data/just-written';
import { journalEntries } from '../../data/queries/entries';
import { newestFirst } from '../../data/queries/order';
import { useLocalStore } from './useLocalStore';

const NOTHING: readonly JustWritten[] = [];
const quiet: Pick<JustWrittenStore, 'subscribe' | 'snapshot'> = {
  subscribe: () => () => {},
  snapshot: () => NOTHING,
};

/**
 * A journal's entries, newest first (the first `limit` of them), with any entry this page has just
 * created shown before IndexedDB commits it (see data/just-written.ts).
 */
export function useJournalEntries(journalId: string, limit?: number) {
  const { db, justWritten = quiet } = useLocalStore();
  const stored = useLiveQuery(() => journalEntries(db, journalId, limit), [db, journalId, limit]);
  const fresh = useSyncExternalStore(justWritten.subscribe, justWritten.snapshot);
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
