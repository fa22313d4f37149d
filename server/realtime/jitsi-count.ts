import { eq } from 'drizzle-orm';
import { JitsiCountSchema } from '../../contract/socket-events.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { journalAccess } from '../journals/access.js';
import { findUserById } from '../account/accounts.js';
import { journalScope, recordChanges } from '../sync/sync-log.js';

/** The journal, if this user may view it (the same rule as its page). */
async function viewableJournal(store: Store, userId: string, journalId: string) {
  const { db, t } = store;
  const [journal] = await db.select().from(t.journals).where(eq(t.journals.id, journalId));
  const user = await findUserById(store, userId);
  if (!journal || !user) return undefined;
  return (await journalAccess(store, user, journal)).canRead ? journal : undefined;
}

/**
 * A page's 'jitsi' report: how many people are in a journal's video room. It becomes the
 * journal's videoConferenceParticipants and a sync change, so its members' pages pull the count.
 * A payload that does not parse, or a journal the user may not view, is ignored: the socket is
 * the edge, and a bad client must not crash or write anything. Returns whether the count changed.
 */
export async function recordJitsiCount(
  deps: AppDeps,
  userId: string,
  payload: unknown,
): Promise<boolean> {
  const parsed = JitsiCountSchema.safeParse(payload);
  if (!parsed.success) return false;
  const { journal: journalId, numberOfParticipants } = parsed.data;
  // Every open panel reports every 10 s; a count that did not change takes no write lock.
  const seen = await viewableJournal(deps.database.read, userId, journalId);
  if (!seen || seen.videoConferenceParticipants === numberOfParticipants) return false;
  return deps.database.transaction(async (tx) => {
    const journal = await viewableJournal(tx, userId, journalId);
    if (!journal || journal.videoConferenceParticipants === numberOfParticipants) return false;
    // last_modified stays: it orders the owner's edits, and a head count is not an edit.
    await tx.db
      .update(tx.t.journals)
      .set({ videoConferenceParticipants: numberOfParticipants })
      .where(eq(tx.t.journals.id, journal.id));
    await recordChanges(tx, [{ kind: 'journal', id: journal.id, scope: journalScope(journal.id) }]);
    return true;
  });
}
