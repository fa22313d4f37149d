import { createMiddleware } from 'hono/factory';
import { tryAgainIn } from '../../contract/error-texts.js';
import type { AppDeps } from '../deps.js';
import { tooMany } from '../errors.js';
import { ABUSE_LIMITS, type AbuseLimit } from './abuse-limits.js';
import { abuseCounts, type AbuseCounts } from './abuse-store.js';
import { clientAddress } from './client-address.js';
import type { AppEnv } from './env.js';

/** Whether `path` is one `pattern` names, where ':name' stands for any one segment. */
function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/(.)\/+$/, '$1').split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/**
 * docs/decisions.md #21: refuses a request past one of its limits with 429, Retry-After and
 * words saying what was too many, before the route does any work. Every route's limits are in
 * `limits` (abuse-limits.ts), so route files know nothing of them. Off when RATE_LIMITS is.
 */
export function limitAbuse(
  deps: AppDeps,
  limits: readonly AbuseLimit[] = ABUSE_LIMITS,
  counts?: AbuseCounts,
) {
  const multiplier = deps.config.rateLimits;
  const store =
    multiplier === false
      ? undefined
      : (counts ?? abuseCounts(deps.database, limits, multiplier, deps.log));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!store) return next();
    const mine = limits.filter(
      (limit) => limit.method === c.req.method && pathMatches(limit.path, c.req.path),
    );
    if (mine.length > 0) c.set('limited', true);
    let wait = 0;
    let refused: AbuseLimit | undefined;
    for (const limit of mine) {
      const user = c.get('user');
      const key =
        user && limit.per !== 'address'
          ? `account:${user.id}`
          : limit.per !== 'account'
            ? `address:${clientAddress(c, deps.config.trustProxy)}`
            : undefined;
      // A signed-in route asked without an account is the route's to refuse.
      if (key === undefined || (limit.counts && !(await limit.counts(c)))) continue;
      const seconds = await store.take(limit, key);
      if (seconds !== undefined && seconds > wait) [wait, refused] = [seconds, limit];
    }
    if (refused) throw tooMany(`${refused.words} ${tryAgainIn(wait)}`, wait);
    return next();
  });
}
