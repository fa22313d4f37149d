import { eq } from 'drizzle-orm';
import { summarizeEntries } from '../../contract/streaks.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { loadJournalFor } from '../journals/journals.js';
import { entriesReadableIn } from '../entries/entry-queries.js';
import { streakEntries } from './streak-entries.js';
import type { UserRow } from '../db/rows.js';

async function timeZoneOf({ db, t }: Store, userId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: t.users.timezone })
    .from(t.users)
    .where(eq(t.users.id, userId));
  return row?.timezone ?? 'UTC';
}

/**
 * GET /journals/{id}/last-streak: the journal's streak over the entries the viewer may read,
 * counted in the viewer's time zone, or the owner's for visitors (the days the owner keeps),
 * without naming the owner's: where someone lives is not a visitor's to read.
 */
export async function journalStreak(
  deps: AppDeps,
  viewer: UserRow | undefined,
  journalId: string,
  shareKey: string | undefined,
) {
  const store = deps.database.read;
  const access = await loadJournalFor(store, viewer, journalId, shareKey);
  const timeZone = viewer?.timezone ?? (await timeZoneOf(store, access.journal.userId));
  const entries = await streakEntries(store, entriesReadableIn(store.t, viewer, access));
  const summary = summarizeEntries(entries, { timeZone, now: deps.now() });
  return { ...summary.streak, timezone: viewer ? summary.timezone : null };
}
