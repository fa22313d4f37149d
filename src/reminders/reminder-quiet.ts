import { quietKey, type Quieted } from './due-reminders';

/** This browser's dismissed and snoozed reminders, in localStorage: they are this device's. */
export const QUIET_KEY = 'ritual.reminders.quieted';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

// `localStorage` is named inside each try: where storage is blocked, merely naming it throws.
export function readQuieted(storage?: Pick<Storage, 'getItem'>): Quieted {
  try {
    const parsed: unknown = JSON.parse((storage ?? localStorage).getItem(QUIET_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([, value]) => value === 'dismissed' || typeof value === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * `current` with `value` for the reminder of `itemId` on `day`, the days before it forgotten so
 * the list holds today's few, and kept in storage; when storage refuses, it holds for this visit.
 */
export function quiet(
  current: Quieted,
  { itemId, day }: { itemId: string; day: string },
  value: 'dismissed' | number,
  storage?: Store,
): Quieted {
  // The key ends with its day, YYYY-MM-DD.
  const kept = Object.fromEntries(Object.entries(current).filter(([key]) => key.slice(-10) >= day));
  const next = { ...kept, [quietKey(itemId, day)]: value };
  try {
    (storage ?? localStorage).setItem(QUIET_KEY, JSON.stringify(next));
  } catch {
    // storage refused: the page keeps it while open
  }
  return next;
}
