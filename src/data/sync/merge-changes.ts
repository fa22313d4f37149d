import type { SyncChange } from '../../../contract/sync';
import { pendingKey, TABLE_OF, type PendingRecord, type RitualDb } from '../../../local-store/db';
import { keyed, rebaseRecord, settleRecord } from '../../../local-store/local-records';

type Row = Record<string, unknown>;

/**
 * Where the server has (or will have) a record with unanswered mutations: its last pulled version,
 * or, for one not on the server yet, the record its pending creation makes.
 */
async function serverVersion(db: RitualDb, state: PendingRecord): Promise<Row | null> {
  if (state.base !== null || state.pending.length === 0) return state.base;
  const first = await db.outbox.where('id').equals(state.pending[0]!).first();
  return first?.patch.op === 'create' ? first.patch.record : null;
}

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
    const pending = await db.pendingRecords.filter((state) => state.kind === kind).toArray();
    const pendingIds = new Set(pending.map((state) => state.recordId));
    // What goes is what the server has inside: a record with unanswered mutations goes by its
    // server version (an entry moved in only on this device stays where the server has it), and
    // one still unsent goes with the record it is made in. Its creation may yet be accepted (a
    // comment on an entry now in someone's public journal), but it is no longer this device's
    // to show; marked gone, its late answer cannot bring it back.
    const inside = new Set(shown.filter((recordId) => !pendingIds.has(recordId)));
    for (const state of pending)
      if ((await serverVersion(db, state))?.[field] === id) inside.add(state.recordId);
    for (const recordId of inside) await rebaseRecord(db, kind, recordId, null);
  }
}

/**
 * Merges a page of pulled changes (docs/decisions.md #6): the server's version becomes each record's base, and
 * any mutation not yet answered is applied again on top, so the user's unsent change stays in
 * view. A record with nothing unanswered (nearly all of a first sync) is written in bulk: one
 * change at a time, a first sync of 10,000 entries spent seconds on IndexedDB round trips. Call
 * inside a transaction over every table.
 */
export async function mergeChanges(db: RitualDb, changes: readonly SyncChange[]): Promise<void> {
  // A record's last change in the page is its state now.
  const latest = new Map(changes.map((change) => [pendingKey(change.kind, change.id), change]));
  const keys = [...latest.keys()];
  const pending = await db.pendingRecords.bulkGet(keys);
  const puts = new Map<string, Row[]>();
  const deletes = new Map<string, string[]>();
  for (const [i, key] of keys.entries()) {
    const change = latest.get(key)!;
    const record = change.deleted ? null : (change.record as Row);
    const state = pending[i];
    if (state) await settleRecord(db, { ...state, base: record, goneOnServer: record === null });
    else if (record === null) append(deletes, TABLE_OF[change.kind], change.id);
    else append(puts, TABLE_OF[change.kind], keyed(change.kind, change.id, record));
  }
  for (const [table, rows] of puts) await db.table(table).bulkPut(rows);
  for (const [table, ids] of deletes) await db.table(table).bulkDelete(ids);
  for (const change of latest.values()) {
    if (!change.deleted) continue;
    if (change.kind === 'journal') await dropContents(db, 'journal_id', change.id);
    if (change.kind === 'entry') await dropContents(db, 'entry_id', change.id);
  }
}

function append<T>(lists: Map<string, T[]>, table: string, item: T) {
  const list = lists.get(table);
  if (list) list.push(item);
  else lists.set(table, [item]);
}
