import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Invitation } from '../../contract/invitations.js';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { rowsById } from '../db/rows-by-id.js';
import { userRef } from '../account/user-json.js';
import type { InvitationRow } from '../db/rows.js';

const iso = (ms: number) => new Date(ms).toISOString();

async function presentInvitations(
  deps: AppDeps,
  store: Store,
  rows: readonly InvitationRow[],
): Promise<Invitation[]> {
  const journals = await rowsById(
    store,
    'journals',
    rows.map((row) => row.journalId),
  );
  const users = await rowsById(store, 'users', [
    ...rows.flatMap((row) => [row.inviterId, row.inviteeId]),
    ...[...journals.values()].map((journal) => journal.userId),
  ]);
  const ref = (id: string) => {
    const user = users.get(id);
    if (!user) throw new Error(`invitation refers to missing user ${id}`);
    return userRef(deps, user);
  };
  return rows.map((row) => {
    const journal = journals.get(row.journalId);
    if (!journal) throw new Error(`invitation ${row.id} has no journal row`);
    return {
      id: row.id,
      journal_id: row.journalId,
      journal: { id: journal.id, slug: journal.slug, title: journal.title },
      owner: ref(journal.userId),
      inviter: ref(row.inviterId),
      invitee: ref(row.inviteeId),
      status: row.status,
      created_at: iso(row.createdAt),
      last_modified: iso(row.lastModified),
    };
  });
}

/** Invitations that are not withdrawn or dismissed, of journals not deleted, newest first. */
async function liveInvitations(
  deps: AppDeps,
  store: Store,
  where: (t: Tables) => SQL | undefined,
): Promise<Invitation[]> {
  const { db, t } = store;
  const rows = await db
    .select({ invitation: t.invitations })
    .from(t.invitations)
    .innerJoin(t.journals, eq(t.journals.id, t.invitations.journalId))
    .where(and(isNull(t.invitations.deletedAt), isNull(t.journals.deletedAt), where(t)))
    .orderBy(desc(t.invitations.createdAt), desc(t.invitations.id));
  return presentInvitations(
    deps,
    store,
    rows.map((row) => row.invitation),
  );
}

export const pendingInvitationsOfJournal = (deps: AppDeps, store: Store, journalId: string) =>
  liveInvitations(deps, store, (t) =>
    and(eq(t.invitations.journalId, journalId), eq(t.invitations.status, 'pending')),
  );

/** A journal hidden by moderation is gone for its invitees, as for everyone but its owner. */
export const pendingInvitationsFor = (deps: AppDeps, store: Store, inviteeId: string) =>
  liveInvitations(deps, store, (t) =>
    and(
      eq(t.invitations.inviteeId, inviteeId),
      eq(t.invitations.status, 'pending'),
      isNull(t.journals.hiddenAt),
    ),
  );

/** Any of `ids` the user was invited by or owns the journal of: sync's view of invitations. */
export const invitationsSeenBy = (
  deps: AppDeps,
  store: Store,
  userId: string,
  ids: readonly string[],
) =>
  liveInvitations(deps, store, (t) =>
    and(
      inArray(t.invitations.id, [...ids]),
      or(
        and(eq(t.invitations.inviteeId, userId), isNull(t.journals.hiddenAt)),
        eq(t.journals.userId, userId),
      ),
    ),
  );

export async function presentInvitation(
  deps: AppDeps,
  store: Store,
  row: InvitationRow,
): Promise<Invitation> {
  const [presented] = await presentInvitations(deps, store, [row]);
  return presented!;
}
