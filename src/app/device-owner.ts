import type { RitualDb } from '../../local-store/db';
import { isSameUser, type Session } from '../../local-store/session';

/**
 * How many unsent changes another account left on this device, which signing in as `userId`
 * would discard. Zero when the device is this user's (or nobody's).
 */
export async function otherAccountsUnsentChanges(
  db: RitualDb,
  session: Session,
  userId: string,
): Promise<number> {
  if (session.userId === null || isSameUser(session, userId)) return 0;
  return db.outbox.count();
}

/**
 * Before another account signs in, the device forgets the previous one's data: its records may be
 * private, and its outbox must never go out under the new user's token. Runs under the sync lock
 * so no push or pull is halfway through.
 */
export async function handOverDevice(
  db: RitualDb,
  session: Session,
  userId: string,
  withLock: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<void> {
  if (session.userId === null || isSameUser(session, userId)) return;
  await withLock(() =>
    db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear()))),
  );
}
