import type { SendOutcome, StoredMutation } from '../contract/outbox';
import { TABLE_OF, type OutboxRow, type RitualDb } from './db';
import { settleRecord, stateOf } from './local-records';
import { editTime } from './rebase';
import { retryDelay } from './retry-policy';

type Row = Record<string, unknown>;

/** The record in a server's answer, when the answer is the mutated record itself. */
function answeredRecord(mutation: StoredMutation, body: unknown): Row | undefined {
  // A list answers for several records (POST /users/log: the whole log in its new order).
  if (Array.isArray(body)) return body.find((row) => isRecordOf(mutation, row));
  return isRecordOf(mutation, body) ? body : undefined;
}

function isRecordOf(mutation: StoredMutation, body: unknown): body is Row {
  if (body === null || typeof body !== 'object') return false;
  const row = body as Row;
  return (mutation.kind === 'shadow' ? row.journal_id : row.id) === mutation.recordId;
}

/** The files of a mutation leave the device once the server has them. */
async function dropBlobs(db: RitualDb, mutation: StoredMutation) {
  const ids = (mutation.files ?? []).map((file) => file.blobId);
  if (ids.length > 0) await db.blobs.bulkDelete(ids);
}

/**
 * The server did it (or had done it: a replay). Its answer becomes the record's base unless a
 * pull already brought a newer version; a deletion's base is nothing.
 */
export async function acknowledge(db: RitualDb, row: OutboxRow, body: unknown): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await db.outbox.delete(row.seq);
    const state = await stateOf(db, row.kind, row.recordId);
    state.pending = state.pending.filter((id) => id !== row.id);
    const answered = answeredRecord(row, body);
    if (row.patch.op === 'delete') state.base = null;
    // A creation's answer may come late (a retry after a lost answer is answered from the
    // server's record of the first): a version or a deletion pulled meanwhile is newer.
    else if (row.patch.op === 'create') {
      if (answered && state.base === null && !state.goneOnServer) state.base = answered;
    } else if (
      answered &&
      !state.goneOnServer &&
      (state.base === null || editTime(answered) >= editTime(state.base))
    )
      state.base = answered;
    await settleRecord(db, state);
    if (row.patch.op === 'create' && state.pending.length === 0) await keepSeenInside(db, row);
    await dropBlobs(db, row);
  });
}

/**
 * A comment on an entry this device holds only as a seen copy (someone else's public journal)
 * is not in the user's sync either: it stays as a seen copy beside its entry, or sync's promise
 * that a device equals the server's truth would not hold.
 */
async function keepSeenInside(db: RitualDb, row: OutboxRow) {
  if (row.kind !== 'comment') return;
  const comment = await db.comments.get(row.recordId);
  if (!comment) return;
  const entry = await db.entries.get(comment.entry_id);
  if (entry?.$seen !== undefined) await db.comments.update(row.recordId, { $seen: entry.$seen });
}

/**
 * The server refused it for good (4xx). The record shows the server's version again; the
 * mutation is kept with the reason and how the record looked, so nothing the user made is lost.
 */
export async function refuse(
  db: RitualDb,
  row: OutboxRow,
  outcome: Extract<SendOutcome, { kind: 'refused' }>,
  now: number,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const table = db.table<Row, string>(TABLE_OF[row.kind]);
    const snapshot = (await table.get(row.recordId)) ?? null;
    await db.outbox.delete(row.seq);
    const { seq: _seq, held: _held, ...mutation } = row;
    await db.rejected.put({
      id: row.id,
      mutation,
      status: outcome.status,
      message: outcome.message,
      snapshot,
      at: now,
    });
    const state = await stateOf(db, row.kind, row.recordId);
    state.pending = state.pending.filter((id) => id !== row.id);
    await settleRecord(db, state);
  });
}

/** No answer, or one that says "later": the mutation waits its backoff and keeps its place. */
export async function postpone(
  db: RitualDb,
  row: OutboxRow,
  outcome: Extract<SendOutcome, { kind: 'retry' }>,
  now: number,
  random: number,
): Promise<void> {
  const attempts = row.attempts + 1;
  await db.outbox.update(row.seq, {
    attempts,
    notBefore: now + retryDelay(attempts, random, outcome.retryAfterMs),
    lastError: outcome.reason,
  });
}

/**
 * Settles a mutation the service worker's queue sent, by its id: the worker's Background Sync
 * replay may run with no page open. One already settled (a replay raced a page) is left alone.
 */
export function settleById(
  db: RitualDb,
  mutationId: string,
  outcome: Extract<SendOutcome, { kind: 'done' | 'refused' }>,
  now: number,
): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    const row = await db.outbox.where('id').equals(mutationId).first();
    if (!row) return false;
    if (outcome.kind === 'done') await acknowledge(db, row, outcome.body);
    else await refuse(db, row, outcome, now);
    return true;
  });
}
