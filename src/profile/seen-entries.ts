import type { Entry } from '../../contract/entries';
import type { Shadow } from '../../contract/shadows';
import { pendingKey, type RitualDb } from '../../local-store/db';

/**
 * Whether a held entry may be written over by a seen copy: it is absent, or an earlier seen copy.
 * A synced entry (no `$seen`) or one with unanswered mutations is the user's own and stays.
 */
async function replaceableEntries(db: RitualDb, ids: string[]): Promise<Set<string>> {
  const held = await db.entries.bulkGet(ids);
  const pending = await db.pendingRecords.bulkGet(ids.map((id) => pendingKey('entry', id)));
  return new Set(
    ids.filter(
      (_, i) => pending[i] === undefined && (held[i] === undefined || held[i].$seen !== undefined),
    ),
  );
}

/**
 * Keeps entries read from someone else's pages (a further page of a journal, one entry, a
 * user's stream) as seen records, so they open offline.
 */
export async function rememberSeenEntries(db: RitualDb, entries: Entry[], now: number) {
  if (entries.length === 0) return;
  await db.transaction('rw', [db.entries, db.pendingRecords], async () => {
    const fresh = await replaceableEntries(
      db,
      entries.map((entry) => entry.id),
    );
    await db.entries.bulkPut(
      entries.filter((entry) => fresh.has(entry.id)).map((entry) => ({ ...entry, $seen: now })),
    );
  });
}

/** A seen entry the server no longer shows (deleted, made private, hidden) goes. */
export async function forgetSeenEntry(db: RitualDb, id: string) {
  await db.transaction('rw', [db.entries, db.pendingRecords], async () => {
    const held = await db.entries.get(id);
    if (held?.$seen !== undefined && (await replaceableEntries(db, [id])).has(id))
      await db.entries.delete(id);
  });
}

/**
 * The server marks a followed journal seen when its first page is read; the shadow here says so
 * at once instead of at the next pull. A shadow with unanswered mutations is left to them.
 */
export async function markFollowSeen(db: RitualDb, journalId: string, now: number) {
  await db.transaction('rw', [db.shadows, db.pendingRecords], async () => {
    const shadow = await db.shadows.get(journalId);
    if (!shadow || (await db.pendingRecords.get(pendingKey('shadow', journalId)))) return;
    if (shadow.newEntries === 0) return;
    await db.shadows.put({ ...shadow, newEntries: 0, last_seen_at: new Date(now).toISOString() });
  });
}

/**
 * The server's counts of new entries in followed journals (GET /users/shadows). Sync carries a
 * shadow when it is made or opened, not when someone adds an entry, so the owner's profile asks.
 * A shadow with unanswered mutations is left to them; one the server no longer lists, to sync.
 */
export async function rememberShadowCounts(db: RitualDb, shadows: Shadow[]) {
  await db.transaction('rw', [db.shadows, db.pendingRecords], async () => {
    const ids = shadows.map((shadow) => shadow.journal_id);
    const pending = await db.pendingRecords.bulkGet(ids.map((id) => pendingKey('shadow', id)));
    await db.shadows.bulkPut(
      shadows
        .filter((_, i) => pending[i] === undefined)
        .map((shadow) => ({ ...shadow, id: shadow.journal_id })),
    );
  });
}
