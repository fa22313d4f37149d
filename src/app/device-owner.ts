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

/** What a device holds of an account, each part forgotten by one call (device-account.ts). */
export interface AccountOnDevice {
  /** the service worker's held writes and the reads it kept */
  inWorker(): Promise<unknown>;
  /** records, outbox, files and cursor in IndexedDB */
  records(): Promise<void>;
  /** its entries in Cache Storage */
  caches(): Promise<void>;
}

/**
 * Forgets an account's data on this device: its records may be private, and its outbox must never
 * go out under another user's token. The worker goes first, so a replay under way settles into
 * the outbox before it is cleared. A worker that does not answer sends none of what it holds
 * later: its replay finds their outbox rows gone.
 */
export async function forgetAccount(device: AccountOnDevice): Promise<void> {
  await device.inWorker().catch(() => undefined);
  await device.records();
  await device.caches();
}

/** Clears every table, under the sync lock so no push or pull is halfway through. */
export function clearRecords(
  db: RitualDb,
  withLock: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<void> {
  return withLock(async () => {
    await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear())));
  });
}

/** Before another account signs in, the device forgets the previous one's data. */
export async function handOverDevice(
  device: AccountOnDevice,
  session: Session,
  userId: string,
): Promise<void> {
  if (session.userId === null || isSameUser(session, userId)) return;
  await forgetAccount(device);
}
