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

/**
 * The entries either side of one in its journal, as the journal lists them (newest first): the
 * next newer and the next older held here, each null at the journal's end. For the entry view's
 * Newer and Older, and its swipe.
 */
export async function entryNeighbours(
  db: RitualDb,
  journalId: string,
  id: string,
): Promise<{ newer: Local<Entry> | null; older: Local<Entry> | null }> {
  const index = db.entries.where('[journal_id+id]');
  const [newer, older] = await Promise.all([
    index.between([journalId, id], [journalId, Dexie.maxKey], false, true).first(),
    index.between([journalId, Dexie.minKey], [journalId, id], true, false).last(),
  ]);
  return { newer: newer ?? null, older: older ?? null };
}
