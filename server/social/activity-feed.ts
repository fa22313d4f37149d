import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_EXCERPT,
  ACTIVITY_TYPES,
  ACTIVITY_WAVEFORM_BARS,
  type ActivityItem,
  type ActivityType,
} from '../../contract/activity.js';
import type { Entry } from '../../contract/entries.js';
import { pcmForWidth } from '../../contract/waveform-peaks.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { entriesVisibleTo, journalsVisibleTo, type Viewer } from '../journals/access.js';
import { idPage } from '../db/id-pages.js';
import { rowsById } from '../db/rows-by-id.js';
import { userRef } from '../account/user-json.js';
import { presentEntries } from '../entries/entry-json.js';
import type { UserRow, JournalRow, ActivityRow, EntryRow } from '../db/rows.js';

interface FeedPage {
  cursor?: string | undefined;
  limit: number;
}

interface FeedRow {
  id: string;
  activity: ActivityRow;
  journal: JournalRow;
  /** an entry line's entry (the feed shows only those the reader may see) */
  entry?: EntryRow | null;
}

const isActivityType = (type: string): type is ActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

/** What a card shows of an entry: the notes' start, its picture's preview, a few waveform bars. */
function entryGlimpse(entry: Entry): NonNullable<ActivityItem['entry']> {
  const notes = entry.notes.replace(/\s+/g, ' ').trim();
  return {
    type: entry.type,
    excerpt:
      notes.length > ACTIVITY_EXCERPT
        ? `${notes.slice(0, ACTIVITY_EXCERPT - 1).trimEnd()}…`
        : notes,
    preview_link: entry.preview_link,
    pcm: entry.pcm ? pcmForWidth(entry.pcm, ACTIVITY_WAVEFORM_BARS) : null,
  };
}

/**
 * Activity lines as the API shows them: the journal with its owner (for its address), who acted,
 * and an entry line's glimpse of the entry, its media links made for this `viewer`.
 */
export async function presentActivity(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  rows: readonly Omit<FeedRow, 'id'>[],
): Promise<ActivityItem[]> {
  const users = await rowsById(store, 'users', [
    ...rows.map((row) => row.activity.userId),
    ...rows.map((row) => row.journal.userId),
  ]);
  const shown = await presentEntries(
    deps,
    store,
    viewer,
    rows.flatMap((row) => (row.entry ? [row.entry] : [])),
    { journals: rows.map((row) => row.journal) },
  );
  const glimpses = new Map(shown.map((entry) => [entry.id, entryGlimpse(entry)]));
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
        entry: (activity.entryId && glimpses.get(activity.entryId)) || null,
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
    .select({ id: a.id, activity: a, journal: t.journals, entry: t.entries })
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
