import { eq, isNotNull } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import type { Viewer } from '../journals/access.js';
import { linkPeriod } from '../media/media-urls.js';
import { latestChange } from '../sync/latest-change.js';
import { readTag } from '../sync/read-tag.js';
import { currentSeq } from '../sync/sync-log.js';

/**
 * The tag of GET /journals/examples. The answer shows the example journals (any journal with an
 * example position: its record changes when it is edited, made private, hidden or deleted, which
 * also takes it off the list; positions are only given by examples.ts, which records the journals)
 * and their owners and collaborators as user references. It differs per reader only by the share
 * key shown to a journal's owner. The signing period is in for icons, which are plain links while
 * the journal is public but would be signed otherwise.
 */
export async function examplesTag(deps: AppDeps, store: Store, viewer: Viewer): Promise<string> {
  const { db, t } = store;
  const examples = db
    .select({ id: t.journals.id })
    .from(t.journals)
    .where(isNotNull(t.journals.examplePosition));
  const seq = await latestChange(store, {
    journals: [examples],
    users: [
      db
        .select({ id: t.journals.userId })
        .from(t.journals)
        .where(isNotNull(t.journals.examplePosition)),
      db
        .select({ id: t.collaborators.userId })
        .from(t.collaborators)
        .innerJoin(t.journals, eq(t.journals.id, t.collaborators.journalId))
        .where(isNotNull(t.journals.examplePosition)),
    ],
  });
  return readTag(seq, ['examples', viewer?.id ?? null, linkPeriod(deps.now())]);
}

/**
 * The tag of GET /journals/explore. A page of explore may show any public journal, ranked by its
 * public entries, with counts computed from the entries table: the records behind it cannot be
 * named without running the page's query. So it rests on the whole change sequence (one row):
 * every change anywhere moves it — a re-download more than needed on a busy server, never a stale
 * 304. Explore shows only what visitors may see, so per reader only the owner's share keys differ.
 */
export async function exploreTag(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  query: Record<string, unknown>,
): Promise<string> {
  const seq = await currentSeq(store);
  return readTag(seq, ['explore', viewer?.id ?? null, linkPeriod(deps.now()), query]);
}
