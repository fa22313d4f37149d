import { and, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import {
  entryMedia,
  entryReach,
  sharedEntryFields,
  type EntryReach,
  type ReaderEntryFields,
} from '../entries/entry-json.js';

/** An entry as a change-log row keeps it (docs/decisions.md #23). */
export interface StoredEntry {
  /** JSON of the fields every reader sees alike (sharedEntryFields). */
  record: string;
  /** JSON of the entry's reach: who may read it and what its reader fields are made of. */
  facts: string;
}

/**
 * The entries with these ids serialized for the change log, read inside the transaction that
 * changed them (after the change, so what is stored is what committed). Deleted entries are left
 * out: their rows keep no record, and a pull sends their tombstones from the entries table.
 */
export async function storedEntries(
  store: Store,
  ids: readonly string[],
): Promise<Map<string, StoredEntry>> {
  if (ids.length === 0) return new Map();
  const { db, t } = store;
  const entries = await db
    .select()
    .from(t.entries)
    .where(and(inList(t.entries.id, ids), isNull(t.entries.deletedAt)));
  const media = await entryMedia(store, entries);
  return new Map(
    entries.map((entry) => {
      const file = entry.fileMediaId ? media.get(entry.fileMediaId) : undefined;
      const stored: StoredEntry = {
        record: JSON.stringify(sharedEntryFields(entry, file)),
        facts: JSON.stringify(entryReach(entry, media)),
      };
      return [entry.id, stored];
    }),
  );
}

/** The entry's reach, as storedEntries() wrote it. */
export const readFacts = (facts: string) => JSON.parse(facts) as EntryReach;

/**
 * A stored record with one reader's fields joined in, as JSON text: no parse of the record.
 * Both are objects and the reader's always has the author's card, so neither side is empty.
 */
export function joinReaderFields(record: string, reader: ReaderEntryFields): string {
  return `${record.slice(0, -1)},${JSON.stringify(reader).slice(1)}`;
}
