import type { Invitation } from '../../../contract/invitations';
import type { Local, RitualDb } from '../../../local-store/db';
import { byText } from './order';

/**
 * Invitations waiting for the user's answer, newest first (GET /auth/journal-invitations). Sync
 * also carries those the user sent as a journal's owner; they are not the user's to answer.
 */
export async function pendingInvitationsFor(
  db: RitualDb,
  userId: string,
): Promise<Local<Invitation>[]> {
  const invitations = await db.invitations
    .filter((invitation) => invitation.invitee.id === userId && invitation.status === 'pending')
    .toArray();
  return invitations.sort((a, b) => byText(b.created_at, a.created_at) || byText(b.id, a.id));
}
