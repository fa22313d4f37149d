import { and, eq, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { recordChanges, userScope } from './sync-log.js';

/**
 * A user gained a journal (became a collaborator): its entries changed long ago, before the
 * user's cursor, so they are recorded again for that user alone; the next pull carries them all.
 */
export async function recordJournalGranted(
  store: Store,
  journalId: string,
  userId: string,
): Promise<void> {
  const { db, t } = store;
  const entries = await db
    .select({ id: t.entries.id })
    .from(t.entries)
    .where(and(eq(t.entries.journalId, journalId), isNull(t.entries.deletedAt)));
  const scope = userScope(userId);
  await recordChanges(store, [
    { kind: 'journal', id: journalId, scope },
    ...entries.map((entry) => ({ kind: 'entry' as const, id: entry.id, scope })),
  ]);
}

/** A user lost a journal: the next pull carries its tombstone (clients drop its entries with it). */
export async function recordJournalRevoked(
  store: Store,
  journalId: string,
  userId: string,
): Promise<void> {
  await recordChanges(store, [{ kind: 'journal', id: journalId, scope: userScope(userId) }]);
}
