import { and, desc, eq, gt } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { EventInput } from '../../contract/activity.js';
import type { AppDeps } from '../deps.js';
import { tooMany } from '../errors.js';
import { lockUserRow } from '../db/user-lock.js';
import type { UserRow } from '../db/rows.js';

const EVENT_WINDOW = 60 * 1000;
/** Analytics events one user may send per minute; a client in a loop is told to wait. */
const EVENTS_PER_WINDOW = 60;

/** Stores an analytics event, unless the user has sent too many in the last minute (429). */
export async function recordEvent(deps: AppDeps, user: UserRow, input: EventInput): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    // Parallel requests must not all count the same window.
    await lockUserRow(tx, user.id);
    const now = deps.now();
    const recent = await db
      .select({ at: t.events.createdAt })
      .from(t.events)
      .where(and(eq(t.events.userId, user.id), gt(t.events.createdAt, now - EVENT_WINDOW)))
      .orderBy(desc(t.events.createdAt))
      .limit(EVENTS_PER_WINDOW);
    const oldest = recent[EVENTS_PER_WINDOW - 1];
    if (oldest) {
      const wait = Math.max(1, Math.ceil((oldest.at + EVENT_WINDOW - now) / 1000));
      throw tooMany(`Too many events at once. Please try again in ${wait} seconds.`, wait);
    }
    await db.insert(t.events).values({
      id: uuidv7(),
      userId: user.id,
      name: input.name,
      dimension: input.dimension ?? null,
      value: input.value ?? null,
      createdAt: now,
    });
  });
}
