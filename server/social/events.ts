import { v7 as uuidv7 } from 'uuid';
import type { EventInput } from '../../contract/activity.js';
import type { AppDeps } from '../deps.js';
import type { UserRow } from '../db/rows.js';

/** Stores an analytics event. How many a user may send is an abuse limit (http/abuse-limits.ts). */
export async function recordEvent(deps: AppDeps, user: UserRow, input: EventInput): Promise<void> {
  await deps.database.transaction(({ db, t }) =>
    db.insert(t.events).values({
      id: uuidv7(),
      userId: user.id,
      name: input.name,
      dimension: input.dimension ?? null,
      value: input.value ?? null,
      createdAt: deps.now(),
    }),
  );
}
