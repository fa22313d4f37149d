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
    const pending = new Map(
      (await db.pendingRecords.filter((state) => state.kind === kind).toArray()).map((state) => [
        state.recordId,
        state,
      ]),
    );
    // What goes is what the server had inside: a record with unanswered mutations goes by its
    // server version (an entry moved in only on this device stays where the server has it).
    const inside = new Set([
      ...shown.filter((recordId) => !pending.has(recordId)),
      ...[...pending.values()]
        .filter((state) => state.base?.[field] === id)
        .map((state) => state.recordId),
    ]);
    for (const recordId of inside) await rebaseRecord(db, kind, recordId, null);
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
