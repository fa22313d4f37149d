import { and, eq, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { renewMediaKey } from '../media/media-key.js';
import { recordShadowOf } from '../social/shadows.js';
import { recordJournalGranted, recordJournalRevoked } from '../sync/sync-grants.js';
import { journalScope, recordChanges } from '../sync/sync-log.js';
import type { UserRow } from '../db/rows.js';
import { notFound } from '../errors.js';

/** The journal's record lists its collaborators, so every member is sent it again. */
const recordJournalChanged = (tx: Store, journalId: string) =>
  recordChanges(tx, [{ kind: 'journal', id: journalId, scope: journalScope(journalId) }]);

/** Makes the user a collaborator; the whole journal then syncs to them. False if they already were. */
export async function addCollaborator(
  tx: Store,
  journalId: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const added = await tx.db
    .insert(tx.t.collaborators)
    .values({ journalId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: tx.t.collaborators.userId });
  if (added.length === 0) return false;
  await recordJournalGranted(tx, journalId, userId);
  await recordJournalChanged(tx, journalId);
  await recordShadowOf(tx, userId, journalId);
  return true;
}

/**
 * Ends a collaboration; sync carries only members' journals, so the journal's tombstone reaches the
 * user, and the media links they were given stop working.
 */
export async function removeCollaborator(
  tx: Store,
  journalId: string,
  userId: string,
): Promise<boolean> {
  const { db, t } = tx;
  const removed = await db
    .delete(t.collaborators)
    .where(and(eq(t.collaborators.journalId, journalId), eq(t.collaborators.userId, userId)))
    .returning({ userId: t.collaborators.userId });
  if (removed.length === 0) return false;
  await renewMediaKey(tx, journalId);
  await recordJournalRevoked(tx, journalId, userId);
  await recordJournalChanged(tx, journalId);
  await recordShadowOf(tx, userId, journalId);
  return true;
}

/** An account that exists and is not closed. */
export async function activeUser({ db, t }: Store, userId: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, userId), isNull(t.users.deletedAt)));
  if (!user) throw notFound('This user could not be found.');
  return user;
}
