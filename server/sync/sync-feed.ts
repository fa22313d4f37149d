import { and, asc, gt, inArray } from 'drizzle-orm';
import type { SyncChange, SyncResponse } from '../../contract/sync.js';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import type { AppDeps } from '../deps.js';
import { accessWith, canReadEntry, memberships, type JournalAccess } from '../journals/access.js';
import { presentEntries } from '../entries/entry-json.js';
import { rowsById } from '../db/rows-by-id.js';
import { presentJournals } from '../journals/journal-json.js';
import { currentSeq, journalScope, userScope } from './sync-log.js';
import type { SocialKind } from './sync-presenter.js';
import { syncPresenters } from './sync-presenters.js';
import { ownUser } from '../account/user-json.js';
import type { UserRow } from '../db/rows.js';

type ChangeRow = { kind: string; recordId: string; seq: number };

/** The latest change of each record on the page (a record may have changed in several scopes). */
function latestPerRecord(rows: ChangeRow[]): ChangeRow[] {
  const latest = new Map<string, ChangeRow>();
  for (const row of rows) {
    const key = `${row.kind}|${row.recordId}`;
    if ((latest.get(key)?.seq ?? -1) < row.seq) latest.set(key, row);
  }
  return [...latest.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * docs/decisions.md #5: what changed for this user after `since`, oldest first, at most `limit` changes. Each
 * change carries the record as it is now, or null when it is deleted or no longer visible to the
 * user (a tombstone either way). The cursor never runs ahead of a change the user has not received.
 */
export async function pullChanges(
  deps: AppDeps,
  user: UserRow,
  since: number,
  limit: number,
): Promise<SyncResponse> {
  const store: Store = deps.database.read;
  const { db, t } = store;
  const { owned, joined } = await memberships(store, user.id);
  const scopes = [userScope(user.id), ...owned.map(journalScope), ...[...joined].map(journalScope)];
  // Read before the rows: every change numbered up to here has committed (see recordChanges).
  const head = await currentSeq(store);
  const rows = await db
    .select({ kind: t.syncChanges.kind, recordId: t.syncChanges.recordId, seq: t.syncChanges.seq })
    .from(t.syncChanges)
    .where(and(gt(t.syncChanges.seq, since), inArray(t.syncChanges.scope, scopes)))
    .orderBy(asc(t.syncChanges.seq))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const lastSeq = page.at(-1)?.seq ?? since;
  const changes = await currentStates(deps, store, user, joined, latestPerRecord(page));
  return { changes, cursor: String(more ? lastSeq : Math.max(lastSeq, head, since)), more };
}

async function currentStates(
  deps: AppDeps,
  store: Store,
  user: UserRow,
  joined: Set<string>,
  rows: ChangeRow[],
): Promise<SyncChange[]> {
  const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.recordId);
  const entryIds = ids('entry');
  const changedJournals = new Set(ids('journal'));
  const entryRows = entryIds.length
    ? await store.db.select().from(store.t.entries).where(inList(store.t.entries.id, entryIds))
    : [];
  const journals = await rowsById(store, 'journals', [
    ...changedJournals,
    ...entryRows.map((e) => e.journalId),
  ]);
  const access = new Map<string, JournalAccess>(
    [...journals.values()].map((j) => [j.id, accessWith(user, j, joined.has(j.id))]),
  );

  // Sync carries the journals a user owns or collaborates on; other journals are read page by page.
  const synced = (a: JournalAccess) => a.canRead && a.isMember;
  const visibleJournals = [...journals.values()].filter(
    (j) => changedJournals.has(j.id) && synced(access.get(j.id)!),
  );
  const visibleEntries = entryRows.filter((e) => {
    const a = access.get(e.journalId)!;
    return synced(a) && canReadEntry(a, user, e);
  });
  const presentedJournals = new Map(
    (await presentJournals(deps, store, user, visibleJournals)).map((j) => [j.id, j]),
  );
  const presentedEntries = new Map(
    (
      await presentEntries(deps, store, user, visibleEntries, {
        journals: [...journals.values()],
        users: [user],
      })
    ).map((e) => [e.id, e]),
  );
  const self = ids('user').includes(user.id) ? await ownUser(deps, store, user) : undefined;
  const social = new Map<string, Map<string, unknown>>();
  for (const kind of Object.keys(syncPresenters) as SocialKind[]) {
    const wanted = ids(kind);
    if (wanted.length > 0) social.set(kind, await syncPresenters[kind](deps, store, user, wanted));
  }

  const state = <R>(record: R | undefined) => ({
    deleted: record === undefined,
    record: record ?? null,
  });
  return rows.flatMap((row): SyncChange[] => {
    const base = { id: row.recordId, seq: row.seq };
    switch (row.kind) {
      case 'user':
        return row.recordId === user.id ? [{ kind: 'user', ...base, ...state(self) }] : [];
      case 'journal':
        return [{ kind: 'journal', ...base, ...state(presentedJournals.get(row.recordId)) }];
      case 'entry':
        return [{ kind: 'entry', ...base, ...state(presentedEntries.get(row.recordId)) }];
      default: {
        const presented = social.get(row.kind);
        // Each presenter answers with its own kind's records (sync-presenters.ts ties them).
        return presented
          ? [{ kind: row.kind, ...base, ...state(presented.get(row.recordId)) } as SyncChange]
          : [];
      }
    }
  });
}
