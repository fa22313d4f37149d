import type { AppDeps } from './deps.js';
import { purgeIdempotencyKeys } from './http/idempotency.js';
import { purgeLoginFailures } from './account/login-throttle.js';
import { purgeMailTokens } from './account/mail-tokens.js';
import { purgeExpiredSessions } from './account/sessions.js';
import { purgeOldClaims } from './reminders/reminder-claims.js';
import { sweepOrphanMedia, type SweepCursor } from './media/orphan-sweep.js';

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

/**
 * Runs maintenance and the orphan media sweep now and every hour. Returns a function that stops
 * it. Each sweep goes on where the last one of this process stopped (it looks at a bounded share
 * of the media each time); every process sweeps, which orphan-sweep.ts makes safe.
 */
export function startMaintenance(deps: AppDeps): () => void {
  let cursor: SweepCursor = {};
  const run = async () => {
    await runMaintenance(deps).catch((error: unknown) =>
      deps.log.warn('maintenance failed', { error: String(error) }),
    );
    await sweepOrphanMedia(deps, { cursor }).then(
      (result) => void (cursor = result.cursor),
      (error: unknown) => {
        cursor = {};
        deps.log.warn('the orphan media sweep failed', { error: String(error) });
      },
    );
  };
  void run();
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
