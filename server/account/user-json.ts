import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { PublicUser, User } from '../../contract/users.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { journalsVisibleTo, type Viewer } from '../journals/access.js';
import { authorEntryCount } from '../entries/entry-queries.js';
import { freeEntryLimit, isPlus } from '../billing/plan.js';
import type { UserRow } from '../db/rows.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function userRef(deps: Pick<AppDeps, 'mediaUrls' | 'now'>, user: UserRow) {
  return {
    id: user.id,
    ritual_user: user.username,
    avatar: user.avatarMediaId
      ? deps.mediaUrls.link(user.avatarMediaId, 'public', deps.now())
      : null,
  };
}

/** Entries that count against a user's free limit: theirs, not deleted. */
export async function countEntries({ db, t }: Store, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.entries)
    .where(and(eq(t.entries.userId, userId), isNull(t.entries.deletedAt)));
  return row?.n ?? 0;
}

/**
 * The address of the user's newest live email change link, if any: the settings page says a link
 * went there. A link for the current address (the welcome mail's) is no change.
 */
export async function pendingEmail(
  { db, t }: Store,
  user: UserRow,
  now: number,
): Promise<string | null> {
  const links = await db
    .select({ data: t.mailTokens.data })
    .from(t.mailTokens)
    .where(
      and(
        eq(t.mailTokens.userId, user.id),
        eq(t.mailTokens.purpose, 'confirm-email'),
        isNull(t.mailTokens.usedAt),
        gt(t.mailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(t.mailTokens.createdAt), desc(t.mailTokens.id));
  const change = links.find((link) => link.data?.email && link.data.email !== user.email);
  return change?.data?.email ?? null;
}

/**
 * A user as the viewer may see them (docs/product.md §7, the pinned contract). Email, plan, free
 * limit and timezone are the owner's alone; anyone else gets counts of only what they may read,
 * so a profile tells no one of private entries.
 */
export async function presentUser(
  deps: AppDeps,
  store: Store,
  user: UserRow,
  viewer: Viewer,
): Promise<PublicUser | User> {
  const { db, t } = store;
  const now = deps.now();
  const journals = await db
    .select({ id: t.journals.id, slug: t.journals.slug, title: t.journals.title })
    .from(t.journals)
    .where(and(eq(t.journals.userId, user.id), journalsVisibleTo(t, viewer)))
    .orderBy(asc(t.journals.createdAt), asc(t.journals.id));
  const isOwner = viewer?.id === user.id;
  const shown: PublicUser = {
    ...userRef(deps, user),
    support_pack: user.supportPack,
    timezone: null,
    // the owner's: every entry of theirs, as the free limit counts them
    numberOfEntries: isOwner
      ? await countEntries(store, user.id)
      : await authorEntryCount(store, viewer, user.id),
    clickedExamplesAt: iso(user.clickedExamplesAt),
    created_at: new Date(user.createdAt).toISOString(),
    journals,
  };
  if (!isOwner) return shown;
  return {
    ...shown,
    plus: isPlus(user, now),
    timezone: user.timezone,
    freeEntryLimit: freeEntryLimit(user, deps.config.freeEntryLimit, now),
    email: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    pending_email: await pendingEmail(store, user, now),
    newsletter: user.newsletter,
    reminders_paused: user.remindersPaused,
    admin: user.role === 'admin',
  } satisfies User;
}

/** The signed-in user's own record, email included. */
export async function ownUser(deps: AppDeps, store: Store, user: UserRow): Promise<User> {
  return (await presentUser(deps, store, user, user)) as User;
}
