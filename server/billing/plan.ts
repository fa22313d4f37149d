import type { UserRow } from '../db/rows.js';

/** Plus is a flag (lifetime, support pack) or a paid period that has not ended. */
export function isPlus(user: Pick<UserRow, 'plus' | 'plusUntil'>, now: number): boolean {
  return user.plus || (user.plusUntil ?? 0) > now;
}

/** docs/product.md §3: forever and early both count as the early pack. */
export function isEarlyPack(user: Pick<UserRow, 'supportPack'>): boolean {
  return user.supportPack === 'forever' || user.supportPack === 'early';
}

/** How many entries a free user may keep; a grace period raises it for a while. */
export function freeEntryLimit(
  user: Pick<UserRow, 'graceUntil'>,
  baseLimit: number,
  now: number,
): number {
  return (user.graceUntil ?? 0) > now ? baseLimit + GRACE_EXTRA_ENTRIES : baseLimit;
}

/** Entries a grace period adds to the free limit while it lasts. */
const GRACE_EXTRA_ENTRIES = 10;

/** How long a grace period lasts; each user gets one. */
export const GRACE_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;
