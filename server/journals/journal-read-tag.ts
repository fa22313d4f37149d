import { eq, sql } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { linkPeriod } from '../media/media-urls.js';
import { latestChangeQuery, newestOf } from '../sync/latest-change.js';
import { preparedRead } from '../db/prepared.js';
import { readTag } from '../sync/read-tag.js';
import { journalScope } from '../sync/sync-log.js';
import type { JournalAccess, Viewer } from './access.js';

/** journalReadTag's change-log question, built once: the journal's values are placeholders. */
const journalChange = preparedRead('journal_read_change', (store) => {
  const { db, t } = store;
  const journal = sql.placeholder('journal');
  return latestChangeQuery(store, {
    scopes: [sql.placeholder('scope')],
    users: [
      sql.placeholder('owner'),
      db
        .select({ id: t.collaborators.userId })
        .from(t.collaborators)
        .where(eq(t.collaborators.journalId, journal)),
      db
        .selectDistinct({ id: t.entries.userId })
        .from(t.entries)
        .where(eq(t.entries.journalId, journal)),
    ],
  })!;
});

/**
 * The tag of an answer that shows a journal and/or a page of its entries (GET
 * /journals/{id}/entries, /users/{user}/journals/{journal}, /journals/shared/{key}), as `viewer`
 * reads it with `access`, for the query `query`.
 *
 * What such an answer shows, and where its changes are filed:
 * - the journal, its entries (edits, moves in and out, deletions, moderation, share keys) and
 *   their comments: all under the journal's scope;
 * - the owner, collaborators and entry authors as user references (name, avatar): each under
 *   its own user scope, so they are named by subqueries on the journal's id (indexes only: the
 *   collaborators' primary key, entries (journal_id, …)); authors of deleted entries are
 *   included too — a harmless extra;
 * - what differs per reader: who reads (private and hidden entries, share keys shown to the author
 *   and owner only), their access (a role changed by the admin command is in no change log), the
 *   journal's media key version and the signing period (signed links change when re-signed, so a
 *   304 never keeps an expired link alive), the page asked for and the share key given.
 */
export async function journalReadTag(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  access: JournalAccess,
  query: Record<string, unknown>,
): Promise<string> {
  const { journal } = access;
  const seq = newestOf(
    await journalChange(store, {
      scope: journalScope(journal.id),
      owner: journal.userId,
      journal: journal.id,
    }),
  );
  return readTag(seq, [
    'journal',
    journal.id,
    viewer?.id ?? null,
    viewer?.role ?? null,
    access.isOwner,
    access.isCollaborator,
    access.isAdmin,
    access.canRead,
    journal.mediaKeyVersion,
    linkPeriod(deps.now()),
    query,
  ]);
}
