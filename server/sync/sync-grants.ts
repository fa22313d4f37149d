import { and, eq, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { recordChanges, userScope } from './sync-log.js';

/** The live comments on live entries of a journal, or of one entry: they travel with their entries. */
export async function liveComments(
  { db, t }: Store,
  where: { journalId: string } | { entryId: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: t.comments.id })
    .from(t.comments)
    .innerJoin(t.entries, eq(t.entries.id, t.comments.entryId))
    .where(
      and(
        'journalId' in where
          ? eq(t.entries.journalId, where.journalId)
          : eq(t.entries.id, where.entryId),
        isNull(t.entries.deletedAt),
        isNull(t.comments.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A user gained a journal (became a collaborator): its entries and their comments changed long
 * ago, before the user's cursor, so they are recorded again for that user alone; the next pull
 * carries them all.
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
  const comments = await liveComments(store, { journalId });
  await recordChanges(store, [
    { kind: 'journal', id: journalId, scope },
    ...entries.map((entry) => ({ kind: 'entry' as const, id: entry.id, scope })),
    ...comments.map((id) => ({ kind: 'comment' as const, id, scope })),
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
