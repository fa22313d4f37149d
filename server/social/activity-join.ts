import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { recordActivity } from './activity.js';
import { loadJournalFor } from '../journals/journals.js';
import type { UserRow } from '../db/rows.js';

/** Joining the same journal's video chat again within this time adds no new line to the feeds. */
const JITSI_JOIN_REPEAT = 10 * 60 * 1000;

/** POST /activity: the user joined the journal's video chat (404 when they may not read it). */
export async function recordJitsiJoin(deps: AppDeps, user: UserRow, journalId: string) {
  const { journal } = await loadJournalFor(deps.database.read, user, journalId);
  return deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const now = deps.now();
    const [recent] = await db
      .select()
      .from(t.activity)
      .where(
        and(
          eq(t.activity.userId, user.id),
          eq(t.activity.journalId, journal.id),
          eq(t.activity.type, 'jitsi-join'),
          gt(t.activity.createdAt, now - JITSI_JOIN_REPEAT),
        ),
      )
      .orderBy(desc(t.activity.id))
      .limit(1);
    if (recent) return { activity: recent, journal, created: false };
    const activity = await recordActivity(tx, {
      type: 'jitsi-join',
      userId: user.id,
      journalId: journal.id,
      at: now,
    });
    return { activity, journal, created: true };
  });
}
