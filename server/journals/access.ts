import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import { userJournalLink } from './user-journal-link.js';
import type { EntryRow, JournalRow, UserRow } from '../db/rows.js';

export type Viewer = Pick<UserRow, 'id' | 'role'> | undefined;

/** Share keys are compared in constant time: they are the only secret a visitor presents. */
function keyMatches(expected: string | null, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a viewer may do with one journal. */
export interface JournalAccess {
  journal: JournalRow;
  isOwner: boolean;
  isCollaborator: boolean;
  isAdmin: boolean;
  /** owner or collaborator: may post, and sees private entries */
  isMember: boolean;
  canRead: boolean;
}

/** Asked on most requests about someone else's journal. */
const collaborates = userJournalLink('collaborators');

export async function journalAccess(
  store: Store,
  viewer: Viewer,
  journal: JournalRow,
  shareKey?: string,
): Promise<JournalAccess> {
  let isCollaborator = false;
  if (viewer && viewer.id !== journal.userId) {
    isCollaborator = await collaborates(store, viewer.id, journal.id);
  }
  return accessWith(viewer, journal, isCollaborator, shareKey);
}

/** journalAccess when the caller already knows whether the viewer collaborates on the journal. */
export function accessWith(
  viewer: Viewer,
  journal: JournalRow,
  isCollaborator: boolean,
  shareKey?: string,
): JournalAccess {
  const isOwner = viewer?.id === journal.userId;
  const isAdmin = viewer?.role === 'admin';
  const isMember = isOwner || isCollaborator;
  const visible = journal.hiddenAt === null || isOwner || isAdmin;
  const admitted =
    !journal.private || isMember || isAdmin || keyMatches(journal.shareKey, shareKey);
  return {
    journal,
    isOwner,
    isCollaborator,
    isAdmin,
    isMember,
    canRead: journal.deletedAt === null && visible && admitted,
  };
}

/**
 * Whether the viewer may read an entry. A private entry is for the journal's owner, its
 * collaborators and its author; moderation hides an entry from all but its author, the journal's
 * owner and admins; an entry's own share key opens exactly that entry, even in a private journal.
 */
export function canReadEntry(
  access: JournalAccess,
  viewer: Viewer,
  entry: Pick<EntryRow, 'deletedAt' | 'userId' | 'hiddenAt' | 'shareKey' | 'private'>,
  entryKey?: string,
): boolean {
  const { journal } = access;
  if (entry.deletedAt !== null || journal.deletedAt !== null) return false;
  const isAuthor = viewer?.id === entry.userId;
  const privileged = isAuthor || access.isOwner || access.isAdmin;
  if (entry.hiddenAt !== null && !privileged) return false;
  if (journal.hiddenAt !== null && !privileged) return false;
  if (keyMatches(entry.shareKey, entryKey)) return true;
  return access.canRead && (!entry.private || access.isMember || isAuthor || access.isAdmin);
}

/** Readable by anyone without a key: decides whether media links need a signature. */
export function isPublicEntry(
  journal: JournalRow,
  entry: Pick<EntryRow, 'deletedAt' | 'hiddenAt' | 'private'>,
): boolean {
  return (
    journal.deletedAt === null &&
    journal.hiddenAt === null &&
    !journal.private &&
    entry.deletedAt === null &&
    entry.hiddenAt === null &&
    !entry.private
  );
}

/** Journals the user owns or collaborates on (deleted ones too: their tombstones must reach them). */
export async function memberships(
  { db, t }: Store,
  userId: string,
): Promise<{ owned: string[]; joined: Set<string> }> {
  const owned = await db
    .select({ id: t.journals.id })
    .from(t.journals)
    .where(eq(t.journals.userId, userId));
  const joined = await db
    .select({ id: t.collaborators.journalId })
    .from(t.collaborators)
    .where(eq(t.collaborators.userId, userId));
  return { owned: owned.map((row) => row.id), joined: new Set(joined.map((row) => row.id)) };
}

/** SQL: the journal (joined as t.journals) is one the viewer owns or collaborates on. */
function isMemberOf(t: Tables, viewer: NonNullable<Viewer>): SQL {
  return or(
    eq(t.journals.userId, viewer.id),
    inArray(
      t.journals.id,
      sql`(select ${t.collaborators.journalId} from ${t.collaborators} where ${t.collaborators.userId} = ${viewer.id})`,
    ),
  )!;
}

/** SQL twin of journalAccess(...).canRead, without share keys, for listing journals. */
export function journalsVisibleTo(t: Tables, viewer: Viewer): SQL {
  const open = and(isNull(t.journals.hiddenAt), eq(t.journals.private, false))!;
  if (!viewer) return and(isNull(t.journals.deletedAt), open)!;
  if (viewer.role === 'admin') return isNull(t.journals.deletedAt);
  const member = isMemberOf(t, viewer);
  return and(
    isNull(t.journals.deletedAt),
    or(open, member),
    or(isNull(t.journals.hiddenAt), eq(t.journals.userId, viewer.id)),
  )!;
}

/** SQL twin of canReadEntry (without keys), for pages of entries joined with their journal. */
export function entriesVisibleTo(t: Tables, viewer: Viewer): SQL {
  const notDeleted = and(isNull(t.entries.deletedAt), isNull(t.journals.deletedAt))!;
  const open = and(
    eq(t.journals.private, false),
    isNull(t.journals.hiddenAt),
    eq(t.entries.private, false),
    isNull(t.entries.hiddenAt),
  )!;
  if (!viewer) return and(notDeleted, open)!;
  if (viewer.role === 'admin') return notDeleted;
  const isAuthor = eq(t.entries.userId, viewer.id);
  const isOwner = eq(t.journals.userId, viewer.id);
  const privileged = or(isAuthor, isOwner)!;
  const member = or(isMemberOf(t, viewer), isAuthor)!;
  return and(
    notDeleted,
    or(open, member),
    or(isNull(t.entries.hiddenAt), privileged),
    or(isNull(t.journals.hiddenAt), privileged),
  )!;
}
