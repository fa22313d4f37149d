import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { ACTIVITY_TYPES, type ActivityItem, type ActivityType } from '../../contract/activity.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { entriesVisibleTo, journalsVisibleTo, type Viewer } from '../journals/access.js';
import { idPage } from '../db/id-pages.js';
import { rowsById } from '../db/rows-by-id.js';
import { userRef } from '../account/user-json.js';
import type { UserRow, JournalRow, ActivityRow } from '../db/rows.js';

interface FeedPage {
  cursor?: string | undefined;
  limit: number;
}

interface FeedRow {
  id: string;
  activity: ActivityRow;
  journal: JournalRow;
}

const isActivityType = (type: string): type is ActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

/** Activity lines as the API shows them: the journal with its owner (for its address), and who acted. */
export async function presentActivity(
  deps: AppDeps,
  store: Store,
  rows: readonly Omit<FeedRow, 'id'>[],
): Promise<ActivityItem[]> {
  const users = await rowsById(store, 'users', [
    ...rows.map((row) => row.activity.userId),
    ...rows.map((row) => row.journal.userId),
  ]);
  return rows.flatMap(({ activity, journal }) => {
    const owner = users.get(journal.userId);
    const actor = activity.userId ? users.get(activity.userId) : undefined;
    if (!owner || !isActivityType(activity.type)) return [];
    return [
      {
        id: activity.id,
        type: activity.type,
        journal_id: journal.id,
        journal: {
          id: journal.id,
          slug: journal.slug,
          title: journal.title,
          user: userRef(deps, owner),
        },
        user: actor && actor.deletedAt === null ? userRef(deps, actor) : null,
        entry_id: activity.entryId,
        created_at: new Date(activity.createdAt).toISOString(),
      },
    ];
  });
}

/**
 * A page of activity, newest first, showing only lines whose journal (and entry, for entry lines)
 * the viewer may read now: access is decided at read time, with access.ts's SQL rules.
 */
async function feed(store: Store, viewer: Viewer, only: SQL | undefined, page: FeedPage) {
  const { db, t } = store;
  const a = t.activity;
  const rows = await db
    .select({ id: a.id, activity: a, journal: t.journals })
    .from(a)
    .innerJoin(t.journals, eq(t.journals.id, a.journalId))
    .leftJoin(t.entries, eq(t.entries.id, a.entryId))
    .where(
      and(
        journalsVisibleTo(t, viewer),
        or(isNull(a.entryId), and(isNotNull(t.entries.id), entriesVisibleTo(t, viewer))),
        only,
        page.cursor ? lt(a.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(a.id))
    .limit(page.limit + 1);
  return idPage(rows, page.limit);
}

/** GET /activity: what anyone may see, the same for every reader (a visitor's view). */
export const publicActivity = (store: Store, page: FeedPage) =>
  feed(store, undefined, undefined, page);

/**
 * GET /users/activity: what others did in the journals the user follows, owns or collaborates
 * on, private ones included where the user may read them.
 */
export function followedActivity(store: Store, user: UserRow, page: FeedPage) {
  const { db, t } = store;
  const a = t.activity;
  const followed = db
    .select({ id: t.shadows.journalId })
    .from(t.shadows)
    .where(eq(t.shadows.userId, user.id));
  const joined = db
    .select({ id: t.collaborators.journalId })
    .from(t.collaborators)
    .where(eq(t.collaborators.userId, user.id));
  return feed(
    store,
    user,
    and(
      or(isNull(a.userId), ne(a.userId, user.id)),
      or(
        eq(t.journals.userId, user.id),
        inArray(a.journalId, followed),
        inArray(a.journalId, joined),
      ),
    ),
    page,
  );
}
