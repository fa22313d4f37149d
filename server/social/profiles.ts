import { and, asc, countDistinct, eq, isNull, ne } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { journalsVisibleTo, type Viewer } from '../journals/access.js';
import type { UserRow } from '../db/rows.js';
import { notFound } from '../errors.js';

/** A user by their name in any case; gone accounts are not found. */
export async function userByName({ db, t }: Store, name: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.usernameKey, name.toLowerCase()), isNull(t.users.deletedAt)));
  if (!user) throw notFound();
  return user;
}

/** The user's journals that the viewer may see, oldest first. */
export async function visibleJournalsOf({ db, t }: Store, viewer: Viewer, ownerId: string) {
  return db
    .select()
    .from(t.journals)
    .where(and(eq(t.journals.userId, ownerId), journalsVisibleTo(t, viewer)))
    .orderBy(asc(t.journals.createdAt), asc(t.journals.id));
}

/** A journal by its owner's name and its slug (the page address /{user}/{journal}). */
export async function journalByPath({ db, t }: Store, ownerId: string, slug: string) {
  const [journal] = await db
    .select()
    .from(t.journals)
    .where(
      and(eq(t.journals.userId, ownerId), eq(t.journals.slug, slug), isNull(t.journals.deletedAt)),
    );
  if (!journal) throw notFound();
  return journal;
}

/**
 * How many people follow at least one of the user's journals (a shadow of it), each counted once
 * however many they follow; the user's own shadows and deleted journals do not count, nor, for
 * anyone but the owner, journals the viewer may not see (whose followers are theirs to know).
 */
export async function followerCount(
  { db, t }: Store,
  viewer: Viewer,
  ownerId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(t.shadows.userId) })
    .from(t.shadows)
    .innerJoin(t.journals, eq(t.journals.id, t.shadows.journalId))
    .where(
      and(
        eq(t.journals.userId, ownerId),
        isNull(t.journals.deletedAt),
        journalsVisibleTo(t, viewer),
        ne(t.shadows.userId, ownerId),
      ),
    );
  return Number(row?.count ?? 0);
}
