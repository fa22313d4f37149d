import type { Entry } from '../../../contract/entries';
import type { Local, RitualDb } from '../db';
import { newestFirst } from './order';

/** A journal's entries held here, newest first; `limit` keeps a long journal's first screen light. */
export async function journalEntries(
  db: RitualDb,
  journalId: string,
  limit?: number,
): Promise<Local<Entry>[]> {
  const entries = await db.entries.where('journal_id').equals(journalId).toArray();
  entries.sort(newestFirst);
  return limit === undefined ? entries : entries.slice(0, limit);
}

export async function entryById(db: RitualDb, id: string): Promise<Local<Entry> | null> {
  return (await db.entries.get(id)) ?? null;
}
