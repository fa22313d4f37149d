/**
 * After checkout the provider tells the server (a signed webhook), usually within seconds but not
 * always: /thank-you asks the server often at first, then less often, and stops after a while.
 */
const QUICK_CHECK_MS = 2_000;
const SLOW_CHECK_MS = 10_000;
/** after this the page says it may take a minute */
export const SLOW_AFTER_MS = 30_000;
/** after this the page stops asking; plus still arrives with the next sync */
const GIVE_UP_AFTER_MS = 10 * 60_000;

/** How long to wait before asking again, or null to stop asking. */
export function nextCheckIn(elapsedMs: number): number | null {
  if (elapsedMs >= GIVE_UP_AFTER_MS) return null;
  return elapsedMs < SLOW_AFTER_MS ? QUICK_CHECK_MS : SLOW_CHECK_MS;
}

export type ThankYouStage = 'plus' | 'waiting' | 'slow';

export function thankYouStage(plus: boolean, elapsedMs: number): ThankYouStage {
  if (plus) return 'plus';
  return elapsedMs < SLOW_AFTER_MS ? 'waiting' : 'slow';
}
