import type { AppDeps } from '../deps.js';
import { eq } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { journalAccess } from './access.js';
import { activeUser, addCollaborator, removeCollaborator } from './collaborators.js';
import { settlePendingInvitation } from './invitations.js';
import { loadJournalFor } from './journals.js';
import type { UserRow, JournalRow } from '../db/rows.js';
import { invalid, forbidden } from '../errors.js';

/** Joins an open journal the user may read as a collaborator; joining again changes nothing. */
export async function joinJournal(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
): Promise<JournalRow> {
  return deps.database.transaction(async (tx) => {
    const access = await loadJournalFor(tx, user, journalId);
    if (access.isOwner) throw invalid('You own this journal already.');
    if (access.isCollaborator) return access.journal;
    if (!access.journal.open) throw forbidden('This journal is not open for joining.');
    const now = deps.now();
    await addCollaborator(tx, access.journal.id, user.id, now);
    await settlePendingInvitation(tx, access.journal, user.id, 'accepted', now);
    return access.journal;
  });
}

/**
 * The actor's access to a journal for changing its members. A collaborator may always leave, even
 * a journal hidden by moderation they can no longer read; anyone else must be able to read it.
 */
async function membershipOf(store: Store, actor: UserRow, journalId: string) {
  const [journal] = await store.db
    .select()
    .from(store.t.journals)
    .where(eq(store.t.journals.id, journalId));
  if (journal && journal.deletedAt === null) {
    const access = await journalAccess(store, actor, journal);
    if (access.isCollaborator) return access;
  }
  return loadJournalFor(store, actor, journalId);
}

/**
 * Ends someone's collaboration and withdraws an invitation still pending for them. The owner may
 * remove anyone; anyone else only themselves (which is leaving). Removing someone who is not a
 * collaborator changes nothing.
 */
export async function removeFromJournal(
  deps: AppDeps,
  actor: UserRow,
  journalId: string,
  userId: string,
): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const access = await membershipOf(tx, actor, journalId);
    const { journal } = access;
    if (userId === journal.userId)
      throw invalid(
        access.isOwner
          ? 'You own this journal, so you cannot leave it; delete it instead.'
          : 'The journal’s owner cannot be removed from it.',
      );
    if (!access.isOwner && userId !== actor.id)
      throw forbidden('Only the journal’s owner can remove people from it.');
    await activeUser(tx, userId);
    await removeCollaborator(tx, journal.id, userId);
    await settlePendingInvitation(tx, journal, userId, 'withdrawn', deps.now());
  });
}
