import type { LocalPatch, RecordKind } from '../contract/outbox';
import { pendingKey, TABLE_OF, type PendingRecord, type RitualDb } from './db';
import { project } from './rebase';

type Row = Record<string, unknown>;

const tableOf = (db: RitualDb, kind: RecordKind) => db.table<Row, string>(TABLE_OF[kind]);

/** A shadow is stored under the id of the journal it follows (the key sync uses too). */
export const keyed = (kind: RecordKind, recordId: string, record: Row): Row =>
  kind === 'shadow' ? { ...record, id: recordId } : record;

/** Shows a record as it now stands, or removes it. Call inside a transaction over every table. */
async function show(
  db: RitualDb,
  kind: RecordKind,
  recordId: string,
  record: Row | null,
): Promise<void> {
  if (record === null) await tableOf(db, kind).delete(recordId);
  else await tableOf(db, kind).put(keyed(kind, recordId, record));
}

/** A record's pending state; one with no unanswered mutations starts from what is shown. */
export async function stateOf(
  db: RitualDb,
  kind: RecordKind,
  recordId: string,
): Promise<PendingRecord> {
  const key = pendingKey(kind, recordId);
  const pending = await db.pendingRecords.get(key);
  if (pending) return pending;
  const shown = await tableOf(db, kind).get(recordId);
  const base = shown ? withoutLocalFields(shown) : null;
  return { key, kind, recordId, base, pending: [] };
}

function withoutLocalFields(row: Row): Row {
  const { $seen: _seen, ...record } = row;
  return record;
}

async function patchesOf(db: RitualDb, ids: readonly string[]): Promise<LocalPatch[]> {
  if (ids.length === 0) return [];
  const rows = await db.outbox
    .where('id')
    .anyOf([...ids])
    .toArray();
  const byId = new Map(rows.map((row) => [row.id, row.patch]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Stores a record's pending state and shows its projection: the base with its unanswered
 * mutations applied. With none left, the state row goes and the base is shown as it is.
 */
export async function settleRecord(db: RitualDb, state: PendingRecord): Promise<void> {
  if (state.pending.length === 0) await db.pendingRecords.delete(state.key);
  else await db.pendingRecords.put(state);
  await show(
    db,
    state.kind,
    state.recordId,
    project(state.base, await patchesOf(db, state.pending), state.goneOnServer),
  );
}

/** Gives a record the server's version from a pull: shown as is, or under its unanswered mutations. */
export async function rebaseRecord(
  db: RitualDb,
  kind: RecordKind,
  recordId: string,
  base: Row | null,
): Promise<void> {
  const pending = await db.pendingRecords.get(pendingKey(kind, recordId));
  if (pending) await settleRecord(db, { ...pending, base, goneOnServer: base === null });
  else await show(db, kind, recordId, base);
}
