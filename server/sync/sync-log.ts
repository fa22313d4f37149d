import { eq, sql } from 'drizzle-orm';
import type { SyncKind } from '../../contract/sync.js';
import { noteChanges, type Store } from '../db/database.js';
import { keepEntryRecords } from './entry-records.js';
import type { EntryRow } from '../db/rows.js';

/** Who a change is for: everyone who may read a journal, or one user. */
export const journalScope = (journalId: string) => `j:${journalId}`;
export const userScope = (userId: string) => `u:${userId}`;

/** The journal or user a scope made by journalScope() or userScope() names. */
export function parseScope(scope: string): { journalId: string } | { userId: string } | undefined {
  if (scope.startsWith('j:')) return { journalId: scope.slice(2) };
  if (scope.startsWith('u:')) return { userId: scope.slice(2) };
  return undefined;
}

export interface Change {
  kind: SyncKind;
  id: string;
  scope: string;
  /** an entry's row as this change left it, when the caller holds it (entry-records.ts) */
  row?: EntryRow;
}

/** Rows per INSERT: far below SQLite's bound-parameter limit. */
const CHUNK = 500;

/**
 * Records that records changed, inside the transaction that changed them and after the change.
 * Each row takes the next number of the one change sequence; the counter row stays locked until
 * the transaction commits, so sequence numbers become visible in order and a pull's cursor never
 * skips a late commit. Changed entries are kept as a pull sends them (entry-records.ts).
 * Returns the last sequence number used.
 */
export async function recordChanges({ db, t }: Store, changes: readonly Change[]): Promise<number> {
  const unique = [...new Map(changes.map((c) => [`${c.kind}|${c.id}|${c.scope}`, c])).values()];
  if (unique.length === 0) return 0;
  // Kept before the counter is taken: the counter row serializes every writer until commit, and on
  // PostgreSQL another statement inside that lock cost writes a sixth of their rate.
  const entries = unique.filter((change) => change.kind === 'entry');
  const held = new Map(entries.flatMap((change) => (change.row ? [[change.id, change.row]] : [])));
  await keepEntryRecords({ db, t }, [...new Set(entries.map((change) => change.id))], held);
  const [counter] = await db
    .update(t.syncCounter)
    .set({ value: sql`${t.syncCounter.value} + ${unique.length}` })
    .where(eq(t.syncCounter.id, 1))
    .returning({ value: t.syncCounter.value });
  if (!counter) throw new Error('sync_counter row is missing');
  const first = counter.value - unique.length + 1;
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = unique.slice(start, start + CHUNK).map((change, i) => ({
      kind: change.kind,
      recordId: change.id,
      scope: change.scope,
      seq: first + start + i,
    }));
    await db
      .insert(t.syncChanges)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.syncChanges.kind, t.syncChanges.recordId, t.syncChanges.scope],
        set: { seq: sql`excluded.seq` },
      });
  }
  noteChanges(
    { db, t },
    unique.map((change) => change.scope),
    counter.value,
  );
  return counter.value;
}

/** The last sequence number any committed transaction used. */
export async function currentSeq({ db, t }: Store): Promise<number> {
  const [row] = await db
    .select({ value: t.syncCounter.value })
    .from(t.syncCounter)
    .where(eq(t.syncCounter.id, 1));
  return row?.value ?? 0;
}
