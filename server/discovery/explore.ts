import { and, count, desc, eq, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { ExploreJournal } from '../../contract/discovery.js';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { journalsVisibleTo, type Viewer } from '../journals/access.js';
import { presentJournals } from '../journals/journal-json.js';
import { rowsById } from '../db/rows-by-id.js';

/** Entries anyone may see (a visitor's view): explore never reveals activity in private entries. */
const publicEntry = (t: Tables): SQL =>
  and(isNull(t.entries.deletedAt), eq(t.entries.private, false), isNull(t.entries.hiddenAt))!;

/**
 * A journal's latest activity: its newest public entry's time, or its creation time while it has
 * none. 'Newest' is by id (UUIDv7), so the entries index (journal_id, id) answers it by reading
 * backwards until the first public entry, not by scanning the journal.
 */
const activityOf = (t: Tables) =>
  sql<number>`coalesce((select ${t.entries.createdAt} from ${t.entries} where ${and(
    eq(t.entries.journalId, t.journals.id),
    publicEntry(t),
  )} order by ${t.entries.id} desc limit 1), ${t.journals.createdAt})`.mapWith(Number);

/** The keyset of the page before: its last journal's activity time and id. */
function readCursor(cursor: string): { at: number; id: string } {
  const [at, id] = cursor.split('.');
  return { at: Number(at), id: id! };
}

/**
 * Public journals (not private, hidden or deleted), most recently active first. Pages are keyset
 * pages on (activity, id): a journal that gains an entry meanwhile moves to the top and is not
 * seen again further down.
 */
export async function exploreJournals(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ journals: ExploreJournal[]; next: string | null }> {
  const { db, t } = store;
  const ranked = db
    .select({ id: t.journals.id, activity: activityOf(t).as('activity') })
    .from(t.journals)
    .where(journalsVisibleTo(t, undefined))
    .as('ranked');
  const after = page.cursor ? readCursor(page.cursor) : undefined;
  const rows = await db
    .select({ id: ranked.id, activity: ranked.activity })
    .from(ranked)
    .where(
      after
        ? or(
            lt(ranked.activity, after.at),
            and(eq(ranked.activity, after.at), lt(ranked.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(ranked.activity), desc(ranked.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1];
  const next = rows.length > page.limit && last ? `${Number(last.activity)}.${last.id}` : null;
  return { journals: await withActivity(deps, store, viewer, shown), next };
}

/** The page's journals as the viewer sees them, with their public entries' count and newest time. */
async function withActivity(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  shown: readonly { id: string }[],
): Promise<ExploreJournal[]> {
  if (shown.length === 0) return [];
  const { db, t } = store;
  const ids = shown.map((row) => row.id);
  const journals = await rowsById(store, 'journals', ids);
  const stats = await db
    .select({
      journalId: t.entries.journalId,
      entries: count(),
      latest: max(t.entries.createdAt).mapWith(Number),
    })
    .from(t.entries)
    .where(and(inArray(t.entries.journalId, ids), publicEntry(t)))
    .groupBy(t.entries.journalId);
  const byJournal = new Map(stats.map((row) => [row.journalId, row]));
  const presented = await presentJournals(
    deps,
    store,
    viewer,
    ids.map((id) => journals.get(id)!),
  );
  return presented.map((journal) => {
    const stat = byJournal.get(journal.id);
    return {
      ...journal,
      latest_entry_at: stat?.latest ? new Date(stat.latest).toISOString() : null,
      entries_count: stat?.entries ?? 0,
    };
  });
}
