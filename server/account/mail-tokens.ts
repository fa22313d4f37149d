import { and, count, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import { hashToken, newToken } from './secrets.js';

/** The one answer for a link that is unknown, used or expired: which of them is nobody's business. */
export const LINK_INVALID = 'This link is invalid or has expired.';

type MailTokenPurpose = Tables['mailTokens']['$inferSelect']['purpose'];

/** What a live link stands for. */
interface MailTokenUse {
  userId: string;
  data: Record<string, string> | null;
}

/** A new single-use link token; only its hash is stored, the token itself goes out by mail. */
export async function issueMailToken(
  { db, t }: Store,
  grant: {
    userId: string;
    purpose: MailTokenPurpose;
    validFor: number;
    now: number;
    data?: Record<string, string>;
  },
): Promise<string> {
  const token = newToken();
  await db.insert(t.mailTokens).values({
    id: uuidv7(),
    userId: grant.userId,
    purpose: grant.purpose,
    tokenHash: hashToken(token),
    data: grant.data ?? null,
    createdAt: grant.now,
    expiresAt: grant.now + grant.validFor,
  });
  return token;
}

function live({ t }: Store, token: string, purpose: MailTokenPurpose, now: number) {
  return and(
    eq(t.mailTokens.tokenHash, hashToken(token)),
    eq(t.mailTokens.purpose, purpose),
    isNull(t.mailTokens.usedAt),
    gt(t.mailTokens.expiresAt, now),
  );
}

/** Whether a link still works, without using it up. */
export async function peekMailToken(
  store: Store,
  token: string,
  purpose: MailTokenPurpose,
  now: number,
): Promise<MailTokenUse | undefined> {
  const { db, t } = store;
  const [row] = await db
    .select({ userId: t.mailTokens.userId, data: t.mailTokens.data })
    .from(t.mailTokens)
    .where(live(store, token, purpose, now))
    .limit(1);
  return row;
}

/**
 * Uses a link up. One UPDATE both checks and marks it, so of two concurrent uses only one wins.
 * Call it inside the transaction that acts on the link, so a refusal later on leaves it unused.
 */
export async function useMailToken(
  store: Store,
  token: string,
  purpose: MailTokenPurpose,
  now: number,
): Promise<MailTokenUse | undefined> {
  const { db, t } = store;
  const [row] = await db
    .update(t.mailTokens)
    .set({ usedAt: now })
    .where(live(store, token, purpose, now))
    .returning({ userId: t.mailTokens.userId, data: t.mailTokens.data });
  return row;
}

/** Retires a user's other open links of one kind (after a password reset, older reset links). */
export async function retireMailTokens(
  { db, t }: Store,
  userId: string,
  purpose: MailTokenPurpose,
  now: number,
): Promise<void> {
  await db
    .update(t.mailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.mailTokens.userId, userId),
        eq(t.mailTokens.purpose, purpose),
        isNull(t.mailTokens.usedAt),
      ),
    );
}

/**
 * Retires the user's open links that would move the account to another address. After a password
 * reset, a change someone else started with the old password must not go through. Returns how many.
 */
export async function retireEmailChangeLinks(
  store: Store,
  user: { id: string; email: string },
  now: number,
): Promise<number> {
  const { db, t } = store;
  const open = await db
    .select({ id: t.mailTokens.id, data: t.mailTokens.data })
    .from(t.mailTokens)
    .where(
      and(
        eq(t.mailTokens.userId, user.id),
        eq(t.mailTokens.purpose, 'confirm-email'),
        isNull(t.mailTokens.usedAt),
      ),
    );
  const changes = open.filter((row) => row.data?.email !== user.email).map((row) => row.id);
  if (changes.length > 0)
    await db.update(t.mailTokens).set({ usedAt: now }).where(inArray(t.mailTokens.id, changes));
  return changes.length;
}

/** How many links of one kind a user was sent since `since`, for limiting mail. */
export async function countMailTokensSince(
  { db, t }: Store,
  userId: string,
  purpose: MailTokenPurpose,
  since: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.mailTokens)
    .where(
      and(
        eq(t.mailTokens.userId, userId),
        eq(t.mailTokens.purpose, purpose),
        gt(t.mailTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** An expired link can never work again; links without an expiry are kept. */
export async function purgeMailTokens({ db, t }: Store, now: number): Promise<void> {
  await db.delete(t.mailTokens).where(lt(t.mailTokens.expiresAt, now));
}
