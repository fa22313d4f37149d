import type { SyncChange } from '../../../contract/sync';
import type { RitualDb } from '../db';
import { rebaseRecord } from './local-records';

type Row = Record<string, unknown>;

/**
 * Records that live inside another and go with it: the server sends one tombstone for a deleted
 * (or no longer visible) journal and none for its entries, nor for an entry's comments.
 */
async function dropContents(db: RitualDb, field: 'journal_id' | 'entry_id', id: string) {
  const tables =
    field === 'journal_id' ? (['entries', 'comments'] as const) : (['comments'] as const);
  for (const name of tables) {
    const kind = name === 'entries' ? 'entry' : 'comment';
    const shown = await db.table<Row, string>(name).where(field).equals(id).primaryKeys();
    // A record with unanswered mutations may be hidden (a pending deletion) yet still based on
    // a version inside the container: its base goes too, and the server will refuse the rest.
    const pending = await db.pendingRecords
      .filter((state) => state.kind === kind && state.base?.[field] === id)
      .toArray();
    for (const recordId of new Set([...shown, ...pending.map((state) => state.recordId)]))
      await rebaseRecord(db, kind, recordId, null);
  }
}

/**
 * Merges one pulled change (DESIGN 6): the server's version becomes the record's base, and any
 * mutation not yet answered is applied again on top, so the user's unsent change stays in view.
 * Call inside a transaction over every table.
 */
export async function mergeChange(db: RitualDb, change: SyncChange): Promise<void> {
  const record = change.deleted ? null : (change.record as Row);
  await rebaseRecord(db, change.kind, change.id, record);
  if (record !== null) return;
  if (change.kind === 'journal') await dropContents(db, 'journal_id', change.id);
  if (change.kind === 'entry') await dropContents(db, 'entry_id', change.id);
}
