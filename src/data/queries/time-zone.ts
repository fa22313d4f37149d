import type { RitualDb } from '../../../local-store/db';

/** When the streaks are counted, and the zone to use until the user's record has arrived. */
export interface StreakClock {
  /** epoch ms */
  now: number;
  fallbackTimeZone?: string;
}

/** The zone this browser keeps its clock in: the best guess while the user's record is missing. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone a user counts their days in: their synced record's, so streaks read offline agree with
 * the server's; `fallback` until the record has arrived, and for someone else's record seen on
 * their profile, whose zone the server tells no one but them (null).
 */
export async function timeZoneOf(
  db: RitualDb,
  userId: string | null,
  fallback: string,
): Promise<string> {
  const user = userId === null ? undefined : await db.users.get(userId);
  return user?.timezone ?? fallback;
}
