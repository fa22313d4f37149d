import { eq } from 'drizzle-orm';
import { inListPlaceholder, listValue } from '../db/id-list.js';
import { preparedRead } from '../db/prepared.js';
import { rowsById } from '../db/rows-by-id.js';
import type { Journal } from '../../contract/journals.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import type { Viewer } from './access.js';
import { userRef } from '../account/user-json.js';
import type { JournalRow } from '../db/rows.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Written once: a sync page with a journal's change presents it. */
const collaboratorsOf = preparedRead('collaborators_of_journals', ({ db, t }) =>
  db
    .select({ journalId: t.collaborators.journalId, user: t.users })
    .from(t.collaborators)
    .innerJoin(t.users, eq(t.users.id, t.collaborators.userId))
    .where(inListPlaceholder(t.collaborators.journalId, 'ids')),
);

/** Journals as the API shows them to this viewer; the share key only to the owner. */
export async function presentJournals(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  journals: readonly JournalRow[],
): Promise<Journal[]> {
  if (journals.length === 0) return [];
  const ids = journals.map((j) => j.id);
  const collaboratorRows = await collaboratorsOf(store, {
    ids: listValue(store.t.collaborators.journalId, ids),
  });
  const owners = await rowsById(
    store,
    'users',
    journals.map((j) => j.userId),
  );
  const now = deps.now();
  return journals.map((journal) => {
    const owner = owners.get(journal.userId);
    if (!owner) throw new Error(`journal ${journal.id} has no owner row`);
    const isPublic = !journal.private && journal.hiddenAt === null;
    return {
      id: journal.id,
      slug: journal.slug,
      title: journal.title,
      description: journal.description,
      user_id: journal.userId,
      user: userRef(deps, owner),
      private: journal.private,
      open: journal.open,
      icon: journal.iconMediaId
        ? deps.mediaUrls.link(
            journal.iconMediaId,
            isPublic ? 'public' : 'private',
            now,
            journal.mediaKeyVersion,
          )
        : null,
      collaborators: collaboratorRows
        .filter((row) => row.journalId === journal.id)
        .map((row) => userRef(deps, row.user)),
      ...(viewer?.id === journal.userId ? { share_key: journal.shareKey } : {}),
      hidden: journal.hiddenAt !== null,
      videoConferenceParticipants: journal.videoConferenceParticipants,
      created_at: iso(journal.createdAt),
      last_modified: iso(journal.lastModified),
    };
  });
}

export async function presentJournal(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  journal: JournalRow,
): Promise<Journal> {
  const [presented] = await presentJournals(deps, store, viewer, [journal]);
  return presented!;
}
