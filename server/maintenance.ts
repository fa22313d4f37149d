import type { AppDeps } from './deps.js';
import { purgeIdempotencyKeys } from './http/idempotency.js';
import { purgeLoginFailures } from './account/login-throttle.js';
import { purgeMailTokens } from './account/mail-tokens.js';
import { purgeExpiredSessions } from './account/sessions.js';
import { purgeOldClaims } from './reminders/reminder-claims.js';

const HOUR = 60 * 60 * 1000;

/** Deletes what has outlived its purpose: old idempotency answers, dead sessions, stale counters and links. */
export async function runMaintenance(deps: AppDeps): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const now = deps.now();
    await purgeIdempotencyKeys(tx, now);
    await purgeExpiredSessions(tx, now);
    await purgeLoginFailures(tx, now);
    await purgeMailTokens(tx, now);
    await purgeOldClaims(tx, now);
  });
}

/** Runs maintenance now and every hour. Returns a function that stops it. */
export function startMaintenance(deps: AppDeps): () => void {
  const run = () =>
    runMaintenance(deps).catch((error: unknown) =>
      deps.log.warn('maintenance failed', { error: String(error) }),
    );
  void run();
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
