import { and, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Shadow } from '../../contract/shadows.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import {
  entriesVisibleTo,
  journalsVisibleTo,
  type JournalAccess,
  type Viewer,
} from '../journals/access.js';
import { presentJournals } from '../journals/journal-json.js';
import { loadJournalFor } from '../journals/journals.js';
import { recordChanges, userScope, type Change } from '../sync/sync-log.js';
import { userJournalLink } from '../journals/user-journal-link.js';
import type { UserRow } from '../db/rows.js';
import { invalid, notFound } from '../errors.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** A shadow lives in its follower's scope, under the followed journal's id. */
const shadowChange = (userId: string, journalId: string): Change => ({
  kind: 'shadow',
  id: journalId,
  scope: userScope(userId),
});

const followedBy = ({ t }: Store, userId: string, journalId: string) =>
  and(eq(t.shadows.userId, userId), eq(t.shadows.journalId, journalId));

/** Asked on every first page of someone else's journal (markShadowSeen). */
const follows = userJournalLink('shadows');

/** Per journal, the entries the user may read that others added after the user last looked. */
async function newEntryCounts(
  { db, t }: Store,
  user: NonNullable<Viewer>,
  journalIds: string[],
): Promise<Map<string, number>> {
  if (journalIds.length === 0) return new Map();
  const rows = await db
    .select({ journalId: t.entries.journalId, n: count() })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .innerJoin(
      t.shadows,
      and(eq(t.shadows.journalId, t.entries.journalId), eq(t.shadows.userId, user.id)),
    )
    .where(
      and(
        inArray(t.entries.journalId, journalIds),
        entriesVisibleTo(t, user),
        ne(t.entries.userId, user.id),
        gt(t.entries.createdAt, t.shadows.lastSeenAt),
      ),
    )
    .groupBy(t.entries.journalId);
  return new Map(rows.map((row) => [row.journalId, row.n]));
}

/**
 * The journals the user follows and may still read, newest-followed first (only those of
 * `journalIds`, when given). A journal the user can no longer read is left out, not forgotten:
 * it comes back if the journal opens again.
 */
export async function userShadows(
  deps: AppDeps,
  store: Store,
  user: UserRow,
  journalIds?: readonly string[],
): Promise<Shadow[]> {
  const { db, t } = store;
  const rows = await db
    .select({ shadow: t.shadows, journal: t.journals })
    .from(t.shadows)
    .innerJoin(t.journals, eq(t.journals.id, t.shadows.journalId))
    .where(
      and(
        eq(t.shadows.userId, user.id),
        journalsVisibleTo(t, user),
        journalIds ? inArray(t.shadows.journalId, [...journalIds]) : undefined,
      ),
    )
    .orderBy(desc(t.shadows.createdAt), desc(t.shadows.journalId));
  const counts = await newEntryCounts(
    store,
    user,
    rows.map((row) => row.journal.id),
  );
  const journals = await presentJournals(
    deps,
    store,
    user,
    rows.map((row) => row.journal),
  );
  return rows.map(({ shadow }, i) => ({
    journal_id: shadow.journalId,
    journal: journals[i]!,
    newEntries: counts.get(shadow.journalId) ?? 0,
    created_at: iso(shadow.createdAt),
    last_seen_at: iso(shadow.lastSeenAt),
  }));
}

/** Follows a journal the user may read; following it again changes nothing. */
export async function followJournal(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
): Promise<Shadow> {
  const now = deps.now();
  await deps.database.transaction(async (tx) => {
    const access = await loadJournalFor(tx, user, journalId);
    if (access.isOwner) throw invalid('You cannot follow your own journal.');
    const added = await tx.db
      .insert(tx.t.shadows)
      .values({ userId: user.id, journalId, createdAt: now, lastSeenAt: now })
      .onConflictDoNothing()
      .returning({ journalId: tx.t.shadows.journalId });
    if (added.length > 0) await recordChanges(tx, [shadowChange(user.id, journalId)]);
  });
  const [shadow] = await userShadows(deps, deps.database.read, user, [journalId]);
  if (!shadow) throw notFound();
  return shadow;
}

/** Stops following; unfollowing a journal one does not follow changes nothing. */
export async function unfollowJournal(
  deps: AppDeps,
  user: UserRow,
  journalId: string,
): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const removed = await tx.db
      .delete(tx.t.shadows)
      .where(followedBy(tx, user.id, journalId))
      .returning({ journalId: tx.t.shadows.journalId });
    if (removed.length > 0) await recordChanges(tx, [shadowChange(user.id, journalId)]);
  });
}

/**
 * The follower opened the journal: its entries so far are seen. Most page views are not by a
 * follower, so a cheap read decides before any write lock is taken; the owner (who cannot follow
 * their own journal) needs not even that.
 */
export async function markShadowSeen(
  deps: AppDeps,
  viewer: Viewer,
  access: JournalAccess,
): Promise<void> {
  const journalId = access.journal.id;
  if (!viewer || access.isOwner || !(await follows(deps.database.read, viewer.id, journalId)))
    return;
  await deps.database.transaction(async (tx) => {
    const seen = await tx.db
      .update(tx.t.shadows)
      .set({ lastSeenAt: deps.now() })
      .where(followedBy(tx, viewer.id, journalId))
      .returning({ journalId: tx.t.shadows.journalId });
    if (seen.length > 0) await recordChanges(tx, [shadowChange(viewer.id, journalId)]);
  });
}

/** The user lost (or gained) access to a journal: a shadow they hold must be sent again. */
export async function recordShadowOf(tx: Store, userId: string, journalId: string): Promise<void> {
  if (await follows(tx, userId, journalId))
    await recordChanges(tx, [shadowChange(userId, journalId)]);
}
