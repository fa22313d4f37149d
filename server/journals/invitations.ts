import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Invitation } from '../../contract/invitations.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { journalAccess } from './access.js';
import { activeUser, addCollaborator } from './collaborators.js';
import { pendingInvitationsOfJournal, presentInvitation } from './invitation-json.js';
import { loadJournalFor } from './journals.js';
import { recordChanges, userScope, type Change } from '../sync/sync-log.js';
import type { UserRow, JournalRow, InvitationRow } from '../db/rows.js';
import { conflict, forbidden, gone, notFound } from '../errors.js';

/** An invitation is the business of its invitee, its inviter and the journal's owner. */
const invitationChanges = (row: InvitationRow, ownerId: string): Change[] =>
  [...new Set([row.inviteeId, row.inviterId, ownerId])].map((userId) => ({
    kind: 'invitation',
    id: row.id,
    scope: userScope(userId),
  }));

/** Invitations are the owner's business: an admin who may read the journal is refused too. */
async function journalOwnedBy(store: Store, user: UserRow, journalId: string, message: string) {
  const access = await loadJournalFor(store, user, journalId);
  if (!access.isOwner) throw forbidden(message);
  return access.journal;
}

export async function journalInvitations(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
): Promise<Invitation[]> {
  const read = deps.database.read;
  await journalOwnedBy(read, user, journalId, 'Only the journal’s owner can see its invitations.');
  return pendingInvitationsOfJournal(deps, read, journalId);
}

async function pendingInvitation({ db, t }: Store, journalId: string, inviteeId: string) {
  const [row] = await db
    .select()
    .from(t.invitations)
    .where(
      and(
        eq(t.invitations.journalId, journalId),
        eq(t.invitations.inviteeId, inviteeId),
        eq(t.invitations.status, 'pending'),
        isNull(t.invitations.deletedAt),
      ),
    );
  return row;
}

/** Invites a user to collaborate; a second invitation while one is pending answers with that one. */
export async function inviteUser(
  deps: AppDeps,
  owner: UserRow,
  journalId: string,
  inviteeId: string,
): Promise<{ invitation: Invitation; created: boolean }> {
  const now = deps.now();
  const { row, created } = await deps.database.transaction(async (tx) => {
    const journal = await journalOwnedBy(
      tx,
      owner,
      journalId,
      'Only the journal’s owner can invite people to it.',
    );
    const invitee = await activeUser(tx, inviteeId);
    if (invitee.id === journal.userId)
      throw conflict('You own this journal, so you cannot be invited to it.');
    if ((await journalAccess(tx, invitee, journal)).isCollaborator)
      throw conflict(`${invitee.username} already collaborates on this journal.`);
    const pending = await pendingInvitation(tx, journal.id, invitee.id);
    if (pending) return { row: pending, created: false };
    const [inserted] = await tx.db
      .insert(tx.t.invitations)
      .values({
        id: uuidv7(),
        journalId: journal.id,
        inviterId: owner.id,
        inviteeId: invitee.id,
        createdAt: now,
        lastModified: now,
      })
      .onConflictDoNothing()
      .returning();
    // Lost a race with the same invitation sent at the same moment: answer with that one.
    if (!inserted) {
      const raced = await pendingInvitation(tx, journal.id, invitee.id);
      if (!raced) throw conflict('This invitation changed meanwhile; please try again.');
      return { row: raced, created: false };
    }
    await recordChanges(tx, invitationChanges(inserted, journal.userId));
    return { row: inserted, created: true };
  });
  return { invitation: await presentInvitation(deps, deps.database.read, row), created };
}

/** The invitation and its journal, for its invitee, inviter or the journal's owner; 404 for anyone else. */
async function invitationFor({ db, t }: Store, user: UserRow, id: string) {
  const [found] = await db
    .select({ row: t.invitations, journal: t.journals })
    .from(t.invitations)
    .innerJoin(t.journals, eq(t.journals.id, t.invitations.journalId))
    .where(eq(t.invitations.id, id));
  const party =
    found && [found.row.inviteeId, found.row.inviterId, found.journal.userId].includes(user.id);
  if (!party) throw notFound();
  return found;
}

const ALREADY_ANSWERED = {
  accepted: 'You already accepted this invitation.',
  denied: 'You already declined this invitation.',
} as const;

/** The invitee accepts (and becomes a collaborator) or declines. */
export async function answerInvitation(
  deps: AppDeps,
  user: UserRow,
  id: string,
  answer: 'accepted' | 'denied',
): Promise<Invitation> {
  const now = deps.now();
  const row = await deps.database.transaction(async (tx) => {
    const { row, journal } = await invitationFor(tx, user, id);
    if (row.inviteeId !== user.id)
      throw forbidden('Only the invited person can answer this invitation.');
    if (row.deletedAt !== null) throw gone('This invitation was withdrawn.');
    if (journal.deletedAt !== null) throw gone('This journal was deleted.');
    if (journal.hiddenAt !== null) throw notFound();
    if (row.status !== 'pending') throw conflict(ALREADY_ANSWERED[row.status]);
    const [answered] = await tx.db
      .update(tx.t.invitations)
      .set({ status: answer, lastModified: now })
      .where(eq(tx.t.invitations.id, row.id))
      .returning();
    if (answer === 'accepted') await addCollaborator(tx, journal.id, user.id, now);
    await recordChanges(tx, invitationChanges(answered!, journal.userId));
    return answered!;
  });
  return presentInvitation(deps, deps.database.read, row);
}

/** The owner or inviter withdraws it, or the invitee dismisses it: a tombstone either way. */
export async function deleteInvitation(deps: AppDeps, user: UserRow, id: string): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const { row, journal } = await invitationFor(tx, user, id);
    if (row.deletedAt !== null) return;
    const now = deps.now();
    await tx.db
      .update(tx.t.invitations)
      .set({ deletedAt: now, lastModified: now })
      .where(eq(tx.t.invitations.id, row.id));
    await recordChanges(tx, invitationChanges(row, journal.userId));
  });
}

/**
 * A pending invitation of someone who joined by themselves counts as accepted; one of someone
 * removed from the journal is withdrawn.
 */
export async function settlePendingInvitation(
  tx: Store,
  journal: JournalRow,
  inviteeId: string,
  outcome: 'accepted' | 'withdrawn',
  now: number,
): Promise<void> {
  const { t } = tx;
  const settled = await tx.db
    .update(t.invitations)
    .set(
      outcome === 'accepted'
        ? { status: 'accepted', lastModified: now }
        : { deletedAt: now, lastModified: now },
    )
    .where(
      and(
        eq(t.invitations.journalId, journal.id),
        eq(t.invitations.inviteeId, inviteeId),
        eq(t.invitations.status, 'pending'),
        isNull(t.invitations.deletedAt),
      ),
    )
    .returning();
  await recordChanges(
    tx,
    settled.flatMap((row) => invitationChanges(row, journal.userId)),
  );
}
