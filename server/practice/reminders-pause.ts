import { and, eq, ne } from 'drizzle-orm';
import type { UserRow } from '../db/rows.js';
import type { AppDeps } from '../deps.js';
import { recordChanges, userScope } from '../sync/sync-log.js';

/**
 * Pauses (or resumes) every reminder of the account: a flag on the user's record, which reaches
 * their other devices through sync as any account change does. Pausing what is paused changes
 * nothing and tells no device.
 */
export async function pauseReminders(deps: AppDeps, user: UserRow, paused: boolean) {
  await deps.database.transaction(async (tx) => {
    const { db, t } = tx;
    const changed = await db
      .update(t.users)
      .set({ remindersPaused: paused, lastModified: deps.now() })
      .where(and(eq(t.users.id, user.id), ne(t.users.remindersPaused, paused)))
      .returning({ id: t.users.id });
    if (changed.length > 0)
      await recordChanges(tx, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
  });
}
