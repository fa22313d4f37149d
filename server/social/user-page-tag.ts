import { eq, inArray } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { UserRow } from '../db/rows.js';
import type { AppDeps } from '../deps.js';
import type { Viewer } from '../journals/access.js';
import { linkPeriod } from '../media/media-urls.js';
import { freeEntryLimit, isPlus } from '../billing/plan.js';
import { latestChange } from '../sync/latest-change.js';
import { readTag } from '../sync/read-tag.js';
import { journalScope } from '../sync/sync-log.js';
import { pendingEmail } from '../account/user-json.js';

/**
 * The tag of GET /users/{user}, a person's page as `viewer` reads it. What it shows, and where
 * its changes are filed:
 * - the person (name, avatar, about, plan, examples clicked): their user record;
 * - their journals the viewer may see, with each journal's collaborators as user references:
 *   the journals' records (a new, edited, moved-to-private, hidden or deleted journal; a
 *   collaborator added or removed) and the collaborators' user records;
 * - how many entries of theirs the viewer may see: every journal they wrote in, by its scope
 *   (an entry written, moved, made private or deleted there);
 * - how many people follow their journals: the follows of those journals;
 * - per reader: who reads and their role (the admin command records no change), the media
 *   signing period (journal icons), and for the person themselves what moves with the clock or
 *   with mail links alone: the plan's end, the grace period, an email change waiting to be
 *   confirmed.
 */
export async function userPageTag(
  deps: AppDeps,
  store: Store,
  viewer: Viewer,
  user: UserRow,
): Promise<string> {
  const { db, t } = store;
  const journals = db
    .select({ id: t.journals.id })
    .from(t.journals)
    .where(eq(t.journals.userId, user.id));
  const writtenIn = await db
    .selectDistinct({ id: t.entries.journalId })
    .from(t.entries)
    .where(eq(t.entries.userId, user.id));
  const seq = await latestChange(store, {
    scopes: writtenIn.map((journal) => journalScope(journal.id)),
    journals: [journals],
    shadows: [journals],
    users: [
      user.id,
      db
        .select({ id: t.collaborators.userId })
        .from(t.collaborators)
        .where(inArray(t.collaborators.journalId, journals)),
    ],
  });
  const now = deps.now();
  const own =
    viewer?.id === user.id
      ? [
          isPlus(user, now),
          freeEntryLimit(user, deps.config.freeEntryLimit, now),
          await pendingEmail(store, user, now),
        ]
      : null;
  return readTag(seq, [
    'user',
    user.id,
    viewer?.id ?? null,
    viewer?.role ?? null,
    linkPeriod(now),
    own,
  ]);
}
