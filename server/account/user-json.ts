import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparedRead } from '../db/prepared.js';
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

const liveEntriesOf = preparedRead('live_entries_of_user', ({ db, t }) =>
  db
    .select({ n: count() })
    .from(t.entries)
    .where(and(eq(t.entries.userId, sql.placeholder('user')), isNull(t.entries.deletedAt))),
);

/** Entries that count against a user's free limit: theirs, not deleted. */
export async function countEntries(store: Store, userId: string): Promise<number> {
  const [row] = await liveEntriesOf(store, { user: userId });
  return row?.n ?? 0;
}

const liveEmailLinks = preparedRead('live_email_links', ({ db, t }) =>
  db
    .select({ data: t.mailTokens.data })
    .from(t.mailTokens)
    .where(
      and(
        eq(t.mailTokens.userId, sql.placeholder('user')),
        eq(t.mailTokens.purpose, 'confirm-email'),
        isNull(t.mailTokens.usedAt),
        gt(t.mailTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(t.mailTokens.createdAt), desc(t.mailTokens.id)),
);

/**
 * The address of the user's newest live email change link, if any: the settings page says a link
 * went there. A link for the current address (the welcome mail's) is no change.
 */
export async function pendingEmail(
  store: Store,
  user: UserRow,
  now: number,
): Promise<string | null> {
  const links = await liveEmailLinks(store, { user: user.id, now });
  const change = links.find((link) => link.data?.email && link.data.email !== user.email);
  return change?.data?.email ?? null;
}

const journalListFields = (t: Store['t']) => ({
  id: t.journals.id,
  slug: t.journals.slug,
  title: t.journals.title,
});

const ownJournalList = preparedRead('own_journal_list', ({ db, t }) =>
  db
    .select(journalListFields(t))
    .from(t.journals)
    .where(and(eq(t.journals.userId, sql.placeholder('user')), isNull(t.journals.deletedAt)))
    .orderBy(asc(t.journals.createdAt), asc(t.journals.id)),
);

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
  const isOwner = viewer?.id === user.id;
  // Its owner sees every journal of theirs not deleted (journalsVisibleTo), in a statement
  // written once: a sync page with the user's own change presents them.
  const journals = isOwner
    ? await ownJournalList(store, { user: user.id })
    : await db
        .select(journalListFields(t))
        .from(t.journals)
        .where(and(eq(t.journals.userId, user.id), journalsVisibleTo(t, viewer)))
        .orderBy(asc(t.journals.createdAt), asc(t.journals.id));
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
