import type { AppDeps } from '../deps.js';
import type { UserRow } from '../db/rows.js';
import { stopEmailChanges } from './email-change-cancel.js';
import { deleteUserSessions } from './sessions.js';

/**
 * Ends every session of the user and stops pending email changes: someone who held a session may
 * have asked for one, and could otherwise confirm it after being signed out.
 */
export async function signOutEverywhere(deps: AppDeps, user: UserRow): Promise<void> {
  await deps.database.transaction(async (tx) => {
    await deleteUserSessions(tx, user.id);
    await stopEmailChanges(tx, user, deps.now());
  });
}
