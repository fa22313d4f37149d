import { and, eq, inArray } from 'drizzle-orm';
import type { Stats } from '../../contract/stats.js';
import { statsFromSummary, summarizeEntries } from '../../contract/streaks.js';
import type { AppDeps } from '../deps.js';
import { entriesVisibleTo, journalsVisibleTo, memberships } from '../journals/access.js';
import { loadJournalFor } from '../journals/journals.js';
import { rowsById } from '../db/rows-by-id.js';
import { streakEntries } from './streak-entries.js';
import type { UserRow } from '../db/rows.js';

/**
 * GET /users/stats/: the user's own entries in journals they own or collaborate on (and may still
 * read), counted by days of their time zone; with a journal, only that journal (which they must
 * be able to read). Those are exactly the entries sync gives their devices, so the page's offline
 * stats agree with these.
 */
export async function statsOf(
  deps: AppDeps,
  user: UserRow,
  journalId: string | undefined,
): Promise<Stats> {
  const store = deps.database.read;
  const { t } = store;
  const only = journalId ? (await loadJournalFor(store, user, journalId)).journal : undefined;
  const { owned, joined } = await memberships(store, user.id);
  const entries = await streakEntries(
    store,
    and(
      eq(t.entries.userId, user.id),
      entriesVisibleTo(t, user),
      journalsVisibleTo(t, user),
      inArray(t.entries.journalId, [...owned, ...joined]),
      only ? eq(t.entries.journalId, only.id) : undefined,
    ),
  );
  const summary = summarizeEntries(entries, { timeZone: user.timezone, now: deps.now() });
  const journals = await rowsById(store, 'journals', [
    ...Object.keys(summary.journals),
    only?.id ?? null,
  ]);
  return statsFromSummary(summary, journals.values());
}
