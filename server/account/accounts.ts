import { and, eq, isNull, or } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { User } from '../../contract/users.js';
import type { Store } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { confirmEmailMail, deliverMail, MAIL_WAIT } from './account-mail.js';
import { issueMailToken } from './mail-tokens.js';
import { newsletterUnsubscribeLink } from './newsletter.js';
import { hashPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import { ownUser } from './user-json.js';
import type { UserRow } from '../db/rows.js';
import { conflict } from '../errors.js';

const DAY = 24 * 60 * 60 * 1000;
/** How long the link in the welcome mail confirms the address. */
export const CONFIRM_EMAIL_VALID_FOR = 7 * DAY;

interface NewAccount {
  username: string;
  /** already trimmed and lower-cased by the contract */
  email: string;
  password: string;
}

/** Why a new account cannot have this name or address, if it cannot. */
async function takenMessage(
  { db, t }: Store,
  account: Pick<NewAccount, 'username' | 'email'>,
): Promise<string | undefined> {
  const rows = await db
    .select({ usernameKey: t.users.usernameKey })
    .from(t.users)
    .where(
      or(eq(t.users.usernameKey, account.username.toLowerCase()), eq(t.users.email, account.email)),
    );
  if (rows.some((row) => row.usernameKey === account.username.toLowerCase()))
    return 'This username is taken.';
  if (rows.length > 0) return 'An account with this email already exists.';
  return undefined;
}

/**
 * Creates an account and its first session, then mails a link confirming the address. Returns the
 * new user's id and bearer token.
 */
export async function registerAccount(
  deps: AppDeps,
  account: NewAccount,
): Promise<{ userId: string; token: string }> {
  const taken = await takenMessage(deps.database.read, account);
  if (taken) throw conflict(taken);
  const passwordHash = await hashPassword(account.password);
  const now = deps.now();
  const userId = uuidv7();
  let created: { token: string; confirmToken: string };
  try {
    created = await deps.database.transaction(async (tx) => {
      await tx.db.insert(tx.t.users).values({
        id: userId,
        username: account.username,
        usernameKey: account.username.toLowerCase(),
        email: account.email,
        passwordHash,
        // No newsletter until the person asks for it in settings (opt-in).
        newsletter: false,
        createdAt: now,
        lastModified: now,
      });
      await recordChanges(tx, [{ kind: 'user', id: userId, scope: userScope(userId) }]);
      const confirmToken = await issueMailToken(tx, {
        userId,
        purpose: 'confirm-email',
        validFor: CONFIRM_EMAIL_VALID_FOR,
        now,
        data: { email: account.email },
      });
      return { token: await createSession(tx, userId, now), confirmToken };
    });
  } catch (error) {
    // Someone took the name or address between the check above and the insert.
    if (!isUniqueViolation(error)) throw error;
    throw conflict((await takenMessage(deps.database.read, account)) ?? 'This username is taken.');
  }
  const unsubscribe = await newsletterUnsubscribeLink(deps, userId);
  await deliverMail(
    deps,
    confirmEmailMail(deps, account.email, created.confirmToken, unsubscribe),
    MAIL_WAIT,
  );
  return { userId, token: created.token };
}

/** The live account a username or email address names, whatever its case. */
export async function findAccount({ db, t }: Store, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(or(eq(t.users.usernameKey, key), eq(t.users.email, key)), isNull(t.users.deletedAt)))
    .limit(1);
  return user;
}

export async function findUserById({ db, t }: Store, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, id), isNull(t.users.deletedAt)))
    .limit(1);
  return user;
}

/** The signed-in user's own record, read after the transaction that changed it has committed. */
export async function ownUserById(deps: AppDeps, id: string): Promise<User> {
  const user = await findUserById(deps.database.read, id);
  if (!user) throw new Error(`user ${id} vanished right after signing in`);
  return ownUser(deps, deps.database.read, user);
}
