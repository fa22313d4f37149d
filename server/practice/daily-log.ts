import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { newRecordId } from '../sync/client-ids.js';
import { loadJournalFor } from '../journals/journals.js';
import { recordChanges, userScope, type Change } from '../sync/sync-log.js';
import { lockUserRow } from '../db/user-lock.js';
import type { UserRow, LogItemRow } from '../db/rows.js';
import { invalid, conflict, gone } from '../errors.js';

/** The user's daily log: live items in their order (ties, from concurrent devices, by age). */
export function logItemsOf({ db, t }: Store, userId: string): Promise<LogItemRow[]> {
  return db
    .select()
    .from(t.logItems)
    .where(and(eq(t.logItems.userId, userId), isNull(t.logItems.deletedAt)))
    .orderBy(asc(t.logItems.position), asc(t.logItems.createdAt), asc(t.logItems.id));
}

/** The condition naming the user's live item for a journal (at most one: a unique index). */
export const itemOfJournal = (t: Store['t'], userId: string, journalId: string) =>
  and(
    eq(t.logItems.userId, userId),
    eq(t.logItems.journalId, journalId),
    isNull(t.logItems.deletedAt),
  );

/** One change to a user's log at a time keeps positions distinct. */
const lockLogOf = lockUserRow;

/** A log item's change, as its owner's devices pull it. */
export const logChange = (item: LogItemRow): Change => ({
  kind: 'log_item',
  id: item.id,
  scope: userScope(item.userId),
});

/** A client id already in use: a replay of this very addition, or a clash. */
function replayedAddition(held: LogItemRow, user: UserRow, journalId: string) {
  if (held.userId !== user.id || held.journalId !== journalId)
    throw conflict('A log item with this id already exists.');
  if (held.deletedAt !== null) throw gone('This journal was removed from your daily log.');
  return { item: held, created: false };
}

/** Adds a journal the user may read to the end of their log; one already there is answered as is. */
export async function addToLog(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
  clientId: string | undefined,
): Promise<{ item: LogItemRow; created: boolean }> {
  const now = deps.now();
  const { id, createdAt } = newRecordId(clientId, now);
  return deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    await lockLogOf(tx, user.id);
    await loadJournalFor(tx, user, journalId);
    const [held] = await db.select().from(t.logItems).where(eq(t.logItems.id, id));
    if (held) return replayedAddition(held, user, journalId);
    const items = await logItemsOf(tx, user.id);
    const existing = items.find((item) => item.journalId === journalId);
    if (existing) return { item: existing, created: false };
    const position = items.reduce((end, item) => Math.max(end, item.position + 1), 0);
    // Another user's request with the same id may commit first: answer as its replay would.
    const [item] = await db
      .insert(t.logItems)
      .values({ id, userId: user.id, journalId, position, createdAt, lastModified: now })
      .onConflictDoNothing({ target: t.logItems.id })
      .returning();
    if (!item) {
      const [other] = await db.select().from(t.logItems).where(eq(t.logItems.id, id));
      return replayedAddition(other!, user, journalId);
    }
    await recordChanges(tx, [logChange(item)]);
    return { item, created: true };
  });
}

/** Takes a journal out of the user's log (a tombstone). Nothing to remove is no error. */
export async function removeFromLog(deps: AppDeps, user: UserRow, journalId: string) {
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const now = deps.now();
    const removed = await db
      .update(t.logItems)
      .set({ deletedAt: now, lastModified: now })
      .where(itemOfJournal(t, user.id, journalId))
      .returning();
    await recordChanges(tx, removed.map(logChange));
  });
}

/** Puts the named journals first, in that order; the rest follow in the order they had. */
export async function reorderLog(deps: AppDeps, user: UserRow, order: readonly string[]) {
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    await lockLogOf(tx, user.id);
    const items = await logItemsOf(tx, user.id);
    const byJournal = new Map(items.map((item) => [item.journalId, item]));
    const missing = order.find((journalId) => !byJournal.has(journalId));
    if (missing) throw invalid(`order: the journal ${missing} is not in your daily log.`);
    const named = new Set(order);
    const reordered = [
      ...order.map((journalId) => byJournal.get(journalId)!),
      ...items.filter((item) => !named.has(item.journalId)),
    ];
    const now = deps.now();
    const moved = reordered
      .map((item, position) => ({ item, position }))
      .filter(({ item, position }) => item.position !== position);
    for (const { item, position } of moved)
      await db
        .update(t.logItems)
        .set({ position, lastModified: now })
        .where(eq(t.logItems.id, item.id));
    await recordChanges(
      tx,
      moved.map(({ item }) => logChange(item)),
    );
  });
}
