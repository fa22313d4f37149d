import type { PlusOption } from '../../contract/billing';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import type { User } from '../../contract/users';
import { storeSavedUser } from '../data/store-user';
import type { RitualDb } from '../../local-store/db';
import { answerOf } from '../api/answer';
import { freshKey, pageHttp } from '../api/page-http';

export interface PlusApiDeps {
  db: RitualDb;
  /** default: this origin's /api */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

/** A payment or a grace period is the server's to grant: never queued, not left spinning. */
const PLUS_TIMEOUT_MS = 20_000;

function plusHttp(deps: PlusApiDeps) {
  return pageHttp(deps, PLUS_TIMEOUT_MS);
}

/**
 * POST /api/auth/unlock-plus: the payment page's address for an option. The key is the caller's,
 * so pressing again after a lost answer reuses the checkout the server already opened.
 */
export async function unlockPlus(
  deps: PlusApiDeps,
  option: PlusOption,
  idempotencyKey: string,
): Promise<string> {
  const request = plusHttp(deps).post('auth/unlock-plus', {
    json: { option },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  // Loaded on first use, so zod stays out of the first page's JavaScript.
  const checkout = await answerOf(
    request,
    async () => (await import('../../contract/billing')).CheckoutSchema,
  );
  return checkout.url;
}

/**
 * POST /api/auth/request-grace-period: the one-time raise of the free limit. The answer is the
 * user with the raised limit, kept here so the menu and the overlay show it at once.
 */
export async function requestGracePeriod(deps: PlusApiDeps): Promise<User> {
  const { user } = await answerOf(
    plusHttp(deps).post('auth/request-grace-period', { headers: freshKey() }),
    async () => (await import('../../contract/users')).CurrentUserSchema,
  );
  await storeSavedUser(deps.db, user);
  return user;
}
