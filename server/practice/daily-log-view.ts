import { and, inArray } from 'drizzle-orm';
import type { DailyLog } from '../../contract/daily-log.js';
import { streakOf, summarizeEntries, type Streak } from '../../contract/streaks.js';
import type { AppDeps } from '../deps.js';
import { accessWith, entriesVisibleTo, memberships } from '../journals/access.js';
import { logItemsOf } from './daily-log.js';
import { presentJournals } from '../journals/journal-json.js';
import { presentLogItem } from './log-item-json.js';
import { rowsById } from '../db/rows-by-id.js';
import { streakEntries } from './streak-entries.js';
import type { UserRow } from '../db/rows.js';

/**
 * GET /users/log: the user's log in their order, each journal with its streak in the user's time
 * zone, counting every entry of the journal the user may read (the journal's ritual, whoever
 * posted). Journals the user may no longer read stay in the log but are not shown.
 */
export async function dailyLogOf(deps: AppDeps, user: UserRow): Promise<DailyLog> {
  const store = deps.database.read;
  const { t } = store;
  const items = await logItemsOf(store, user.id);
  const journals = await rowsById(
    store,
    'journals',
    items.map((item) => item.journalId),
  );
  const { joined } = await memberships(store, user.id);
  const shown = items.filter((item) => {
    const journal = journals.get(item.journalId);
    return journal !== undefined && accessWith(user, journal, joined.has(journal.id)).canRead;
  });
  if (shown.length === 0) return [];
  const ids = shown.map((item) => item.journalId);
  const entries = await streakEntries(
    store,
    and(inArray(t.entries.journalId, ids), entriesVisibleTo(t, user)),
  );
  const summary = summarizeEntries(entries, { timeZone: user.timezone, now: deps.now() });
  const presented = new Map(
    (
      await presentJournals(
        deps,
        store,
        user,
        ids.map((id) => journals.get(id)!),
      )
    ).map((journal) => [journal.id, journal]),
  );
  const noStreak = streakOf([], summary.today);
  return shown.map((item) => {
    const { current, longest, last, today }: Streak = summary.journals[item.journalId] ?? noStreak;
    return {
      ...presentLogItem(item),
      journal: presented.get(item.journalId)!,
      streak: { current, longest, last, today },
    };
  });
}
