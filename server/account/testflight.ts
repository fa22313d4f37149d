import { sql } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import type { AppDeps } from '../deps.js';

export const TESTFLIGHT_SIGNED_UP =
  'Thank you! We will mail you an invitation to the Ritual iOS beta on TestFlight.';

/** Fixed namespace for sign-up ids (RFC 4122 name-based): the same address always gets the same id. */
const SIGNUP_NAMESPACE = '3c1d8a52-6f0e-4f7a-9b7e-2d4f5a6b7c8d';

/**
 * Puts an address on the TestFlight list. The table has no unique index on email, so the row's id
 * is derived from the address: a second sign-up meets the first on the primary key, on both
 * dialects and under concurrency. A signed-in user's id is attached if the row had none.
 */
export async function signUpForTestflight(
  deps: AppDeps,
  email: string,
  userId: string | undefined,
): Promise<void> {
  await deps.database.transaction(({ db, t }) =>
    db
      .insert(t.testflightSignups)
      .values({
        id: uuidv5(email, SIGNUP_NAMESPACE),
        email,
        userId: userId ?? null,
        createdAt: deps.now(),
      })
      .onConflictDoUpdate({
        target: t.testflightSignups.id,
        set: { userId: sql`coalesce(${t.testflightSignups.userId}, excluded.user_id)` },
      }),
  );
}
