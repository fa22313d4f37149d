/** The first retry waits about this long; each failure doubles it. */
export const FIRST_RETRY_MS = 1000;
/** …up to this: a phone offline all day still tries every few minutes. */
export const MAX_RETRY_MS = 5 * 60 * 1000;

/**
 * When to try a failed send again: exponential backoff with "equal jitter" (half fixed, half
 * random), so devices that lost the network together do not all return at the same instant. A
 * server's Retry-After is honoured when it asks for longer.
 */
export function retryDelay(attempts: number, random: number, retryAfterMs = 0): number {
  const exponential = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = exponential / 2 + (exponential / 2) * random;
  return Math.max(Math.round(jittered), retryAfterMs);
}
