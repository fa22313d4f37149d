import { and, eq, inArray } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import { accessWith, canReadEntry } from '../journals/access.js';
import type { UserRow, EntryRow } from '../db/rows.js';

/**
 * Of the given entries, those the user may read now (canReadEntry, without share keys), keyed by
 * id: for records that point at entries, such as comments and bookmarks. With `membersOnly`, only
 * those in journals the user owns or collaborates on: the entries sync gives their devices.
 */
export async function readableEntries(
  { db, t }: Store,
  user: UserRow,
  entryIds: Iterable<string>,
  { membersOnly = false }: { membersOnly?: boolean } = {},
): Promise<Map<string, EntryRow>> {
  const wanted = [...new Set(entryIds)];
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({ entry: t.entries, journal: t.journals })
    .from(t.entries)
    .innerJoin(t.journals, eq(t.journals.id, t.entries.journalId))
    .where(inList(t.entries.id, wanted));
  const journalIds = [...new Set(found.map((row) => row.journal.id))];
  const joined = new Set(
    journalIds.length === 0
      ? []
      : (
          await db
            .select({ journalId: t.collaborators.journalId })
            .from(t.collaborators)
            .where(
              and(
                eq(t.collaborators.userId, user.id),
                inArray(t.collaborators.journalId, journalIds),
              ),
            )
        ).map((row) => row.journalId),
  );
  const readable = found.filter(({ entry, journal }) => {
    const access = accessWith(user, journal, joined.has(journal.id));
    return canReadEntry(access, user, entry) && (!membersOnly || access.isMember);
  });
  return new Map(readable.map(({ entry }) => [entry.id, entry]));
}
