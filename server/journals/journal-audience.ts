import { and, eq, isNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { recordChanges, userScope, type Change } from '../sync/sync-log.js';

/**
 * A journal's visibility changed (made private or public, hidden, restored, deleted): the records
 * that point at it from outside its membership — followers' shadows and pending invitations — are
 * recorded again, so those devices drop them or show them again on their next pull.
 */
export async function recordAudienceChanged(store: Store, journalId: string): Promise<void> {
  const { db, t } = store;
  const followers = await db
    .select({ userId: t.shadows.userId })
    .from(t.shadows)
    .where(eq(t.shadows.journalId, journalId));
  const invitations = await db
    .select({ id: t.invitations.id, inviteeId: t.invitations.inviteeId })
    .from(t.invitations)
    .where(
      and(
        eq(t.invitations.journalId, journalId),
        eq(t.invitations.status, 'pending'),
        isNull(t.invitations.deletedAt),
      ),
    );
  const changes: Change[] = [
    ...followers.map((row) => ({
      kind: 'shadow' as const,
      id: journalId,
      scope: userScope(row.userId),
    })),
    ...invitations.map((row) => ({
      kind: 'invitation' as const,
      id: row.id,
      scope: userScope(row.inviteeId),
    })),
  ];
  await recordChanges(store, changes);
}
