import { v7 as uuidv7 } from 'uuid';
import type { ActivityType } from '../../contract/activity.js';
import type { Store } from '../db/database.js';
import type { ActivityRow } from '../db/rows.js';

/**
 * Records what someone did, inside the transaction that did it. Whether a line shows in a feed
 * is decided when the feed is read, so a journal made private later takes its lines with it.
 */
export async function recordActivity(
  { db, t }: Store,
  line: {
    type: ActivityType;
    userId: string;
    journalId: string;
    entryId?: string;
    at: number;
    backdated?: boolean;
  },
): Promise<ActivityRow> {
  const [row] = await db
    .insert(t.activity)
    .values({
      // The id orders the feed: a new line's is made now (monotonic, so lines of one moment keep
      // their order); a line about days past (the examples') carries its own moment.
      id: line.backdated ? uuidv7({ msecs: line.at }) : uuidv7(),
      type: line.type,
      userId: line.userId,
      journalId: line.journalId,
      entryId: line.entryId ?? null,
      createdAt: line.at,
    })
    .returning();
  return row!;
}
