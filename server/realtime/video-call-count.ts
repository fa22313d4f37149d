import { eq } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { journalAccess } from '../journals/access.js';
import { findUserById } from '../account/accounts.js';
import { journalScope, recordChanges } from '../sync/sync-log.js';

/** Whether this user may be counted in a journal's video call: they may read it, as on its page. */
export async function mayJoinVideoCall(
  store: Store,
  userId: string,
  journalId: string,
): Promise<boolean> {
  const { db, t } = store;
  const [journal] = await db.select().from(t.journals).where(eq(t.journals.id, journalId));
  const user = await findUserById(store, userId);
  if (!journal || !user) return false;
  return (await journalAccess(store, user, journal)).canRead;
}

/**
 * The people the server counted in a journal's video call become its videoConferenceParticipants
 * and a sync change, so its members' pages pull the count ("N in the video chat"). A count that
 * did not change, or a deleted journal, takes no write lock. Returns whether the count changed.
 */
export async function recordVideoCallCount(
  deps: AppDeps,
  journalId: string,
  people: number,
): Promise<boolean> {
  const unchanged = async ({ db, t }: Store) => {
    const [journal] = await db.select().from(t.journals).where(eq(t.journals.id, journalId));
    return !journal || journal.deletedAt !== null || journal.videoConferenceParticipants === people;
  };
  if (await unchanged(deps.database.read)) return false;
  return deps.database.transaction(async (tx) => {
    if (await unchanged(tx)) return false;
    // last_modified stays: it orders the owner's edits, and a head count is not an edit.
    await tx.db
      .update(tx.t.journals)
      .set({ videoConferenceParticipants: people })
      .where(eq(tx.t.journals.id, journalId));
    await recordChanges(tx, [{ kind: 'journal', id: journalId, scope: journalScope(journalId) }]);
    return true;
  });
}
