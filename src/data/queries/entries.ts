import Dexie from 'dexie';
import type { Entry } from '../../../contract/entries';
import type { Local, RitualDb } from '../../../local-store/db';
import { newestFirst } from './order';

/** A journal's entries held here, newest first; `limit` keeps a long journal's first screen light. */
export async function journalEntries(
  db: RitualDb,
  journalId: string,
  limit?: number,
): Promise<Local<Entry>[]> {
  if (limit !== undefined)
    // Ids are UUIDv7s, so the index read backwards is newest first.
    return db.entries
      .where('[journal_id+id]')
      .between([journalId, Dexie.minKey], [journalId, Dexie.maxKey])
      .reverse()
      .limit(limit)
      .toArray();
  const entries = await db.entries.where('journal_id').equals(journalId).toArray();
  return entries.sort(newestFirst);
}

export async function entryById(db: RitualDb, id: string): Promise<Local<Entry> | null> {
  return (await db.entries.get(id)) ?? null;
}
