import { sql } from 'drizzle-orm';
import type { SyncChange } from '../../contract/sync.js';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import { valuesOf } from '../db/raw-sql.js';
import type { AppDeps } from '../deps.js';
import { accessWith, canReadEntry, memberships, type JournalAccess } from '../journals/access.js';
import { presentEntries, readerEntryFields, type EntryReach } from '../entries/entry-json.js';
import { rowsById } from '../db/rows-by-id.js';
import { presentJournals } from '../journals/journal-json.js';
import { currentSeq, journalScope, userScope } from './sync-log.js';
import type { SocialKind } from './sync-presenter.js';
import { syncPresenters } from './sync-presenters.js';
import { ownUser } from '../account/user-json.js';
import type { UserRow } from '../db/rows.js';

/** An entry as its change kept it (entry-records.ts): the shared JSON and its reach. */
interface KeptEntry extends EntryReach {
  body: string;
}

interface ChangeRow {
  kind: string;
  recordId: string;
  seq: number;
  kept: KeptEntry | undefined;
}

/** A change row joined with its kept entry, in readChanges' column order, as the driver gives it. */
type ChangeRowRead = [
  kind: string,
  recordId: string,
  seq: number | string,
  body: string | null,
  journalId: string | null,
  userId: string | null,
  isPrivate: boolean | number | null,
  hiddenAt: number | string | null,
  shareKey: string | null,
  fileMediaId: string | null,
  previewMediaId: string | null,
  audioCoverMediaId: string | null,
];

function changeRow(read: ChangeRowRead): ChangeRow {
  const [kind, recordId, seq, body, journalId, userId, isPrivate, hiddenAt, ...rest] = read;
  const base = { kind, recordId, seq: Number(seq) };
  if (body === null || journalId === null || userId === null) return { ...base, kept: undefined };
  const [shareKey, fileMediaId, previewMediaId, audioCoverMediaId] = rest;
  return {
    ...base,
    kept: {
      body,
      journalId,
      userId,
      private: Boolean(isPrivate),
      hiddenAt: hiddenAt === null ? null : Number(hiddenAt),
      deletedAt: null,
      shareKey,
      fileMediaId,
      previewMediaId,
      audioCoverMediaId,
    },
  };
}

/**
 * The change rows of these scopes after `since`, each with its entry as kept when it changed, in
 * no order: the page is chosen first, so SQLite's sort never carries the kept entries. Written
 * as SQL and read as arrays: drizzle's mapping of a page's thousand rows, or an object per row,
 * cost more than reading them.
 */
function readChanges(store: Store, scopes: string[], since: number, limit: number) {
  const { syncChanges: c, entryRecords: r } = store.t;
  return valuesOf<ChangeRowRead>(
    store,
    sql`with page as (
      select ${c.kind} as kind, ${c.recordId} as record_id, ${c.seq} as seq from ${c}
      where ${c.seq} > ${since} and ${inList(c.scope, scopes)} order by ${c.seq} limit ${limit}
    )
    select page.kind, page.record_id, page.seq, ${r.body}, ${r.journalId}, ${r.userId},
      ${r.private}, ${r.hiddenAt}, ${r.shareKey}, ${r.fileMediaId}, ${r.previewMediaId},
      ${r.audioCoverMediaId}
    from page left join ${r} on page.kind = 'entry' and ${r.entryId} = page.record_id`,
  );
}

/** The latest change of each record on the page (a record may have changed in several scopes). */
function latestPerRecord(rows: ChangeRow[]): ChangeRow[] {
  const latest = new Map<string, ChangeRow>();
  for (const row of rows) {
    const key = `${row.kind}|${row.recordId}`;
    if ((latest.get(key)?.seq ?? -1) < row.seq) latest.set(key, row);
  }
  return [...latest.values()].sort((a, b) => a.seq - b.seq);
}

/** Sync carries the journals a user owns or collaborates on; other journals are read page by page. */
const synced = (a: JournalAccess | undefined): a is JournalAccess =>
  a !== undefined && a.canRead && a.isMember;

/**
 * docs/decisions.md #5: what changed for this user after `since`, oldest first, at most `limit` changes. Each
 * change carries the record as it is now, or null when it is deleted or no longer visible to the
 * user (a tombstone either way). The cursor never runs ahead of a change the user has not received.
 * Answers the SyncResponse as pieces of JSON text: entries kept as they changed
 * (docs/decisions.md #23) go in as the text they were kept as, with the reader's part appended.
 */
export async function pullChanges(
  deps: AppDeps,
  user: UserRow,
  since: number,
  limit: number,
): Promise<string[]> {
  const store: Store = deps.database.read;
  const { owned, joined } = await memberships(store, user.id);
  const scopes = [userScope(user.id), ...owned.map(journalScope), ...[...joined].map(journalScope)];
  // Read before the rows: every change numbered up to here has committed (see recordChanges).
  const head = await currentSeq(store);
  const rows = (await readChanges(store, scopes, since, limit + 1)).map(changeRow);
  const more = rows.length > limit;
  const page = rows.sort((a, b) => a.seq - b.seq).slice(0, limit);
  const lastSeq = page.at(-1)?.seq ?? since;
  const latest = latestPerRecord(page);
  const kept = latest.filter((row) => row.kind === 'entry' && row.kept !== undefined);
  const others = latest.filter((row) => !kept.includes(row));
  const readerParts = await keptReaderParts(deps, store, user, joined, kept);
  const states = await currentStates(deps, store, user, joined, others);

  const pieces = ['{"changes":['];
  let separator = '';
  for (const row of latest) {
    const readerPart = readerParts.get(row);
    if (row.kept && readerPart) {
      pieces.push(
        `${separator}{"kind":"entry","id":${JSON.stringify(row.recordId)},"seq":${row.seq},"deleted":false,"record":`,
        row.kept.body,
        `,${readerPart}}`,
      );
    } else {
      const change: SyncChange | undefined = row.kept
        ? { kind: 'entry', id: row.recordId, seq: row.seq, deleted: true, record: null }
        : states.get(row);
      if (!change) continue;
      pieces.push(separator + JSON.stringify(change));
    }
    separator = ',';
  }
  const cursor = String(more ? lastSeq : Math.max(lastSeq, head, since));
  pieces.push(`],"cursor":${JSON.stringify(cursor)},"more":${more}}`);
  return pieces;
}

/**
 * For each kept entry this user may read now, its reader fields as JSON without the opening
 * brace (the kept body has no closing one). Who may read it is decided from its reach and its
 * journal as it is now, as for an entry read from its table.
 */
async function keptReaderParts(
  deps: AppDeps,
  store: Store,
  user: UserRow,
  joined: Set<string>,
  rows: ChangeRow[],
): Promise<Map<ChangeRow, string>> {
  const parts = new Map<ChangeRow, string>();
  if (rows.length === 0) return parts;
  const journals = await rowsById(
    store,
    'journals',
    rows.map((row) => row.kept!.journalId),
  );
  const access = new Map(
    [...journals.values()].map((j) => [j.id, accessWith(user, j, joined.has(j.id))]),
  );
  const readable = rows.filter((row) => {
    const a = access.get(row.kept!.journalId);
    return synced(a) && canReadEntry(a, user, row.kept!);
  });
  const authors = await rowsById(
    store,
    'users',
    readable.map((row) => row.kept!.userId),
    [user],
  );
  const now = deps.now();
  // The reader's part depends only on the reach (its journal and author are one per id on a
  // page), and most entries of a page share theirs: one author's text entries.
  const made = new Map<string, string>();
  for (const row of readable) {
    const reach = row.kept!;
    const same = `${reach.journalId}|${reach.userId}|${reach.private}|${reach.hiddenAt}|${reach.shareKey}|${reach.fileMediaId}|${reach.previewMediaId}|${reach.audioCoverMediaId}`;
    let part = made.get(same);
    if (part === undefined) {
      const author = authors.get(reach.userId);
      if (!author) throw new Error(`entry ${row.recordId} lost its author`);
      const journal = journals.get(reach.journalId)!;
      part = JSON.stringify(readerEntryFields(deps, user, reach, journal, author, now)).slice(1);
      made.set(same, part);
    }
    parts.set(row, part);
  }
  return parts;
}

async function currentStates(
  deps: AppDeps,
  store: Store,
  user: UserRow,
  joined: Set<string>,
  rows: ChangeRow[],
): Promise<Map<ChangeRow, SyncChange>> {
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

  const visibleJournals = [...journals.values()].filter(
    (j) => changedJournals.has(j.id) && synced(access.get(j.id)),
  );
  const visibleEntries = entryRows.filter((e) => {
    const a = access.get(e.journalId);
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
  const changes = rows.flatMap((row): [ChangeRow, SyncChange][] => {
    const base = { id: row.recordId, seq: row.seq };
    switch (row.kind) {
      case 'user':
        return row.recordId === user.id ? [[row, { kind: 'user', ...base, ...state(self) }]] : [];
      case 'journal':
        return [[row, { kind: 'journal', ...base, ...state(presentedJournals.get(row.recordId)) }]];
      case 'entry':
        return [[row, { kind: 'entry', ...base, ...state(presentedEntries.get(row.recordId)) }]];
      default: {
        const presented = social.get(row.kind);
        // Each presenter answers with its own kind's records (sync-presenters.ts ties them).
        return presented
          ? [
              [
                row,
                { kind: row.kind, ...base, ...state(presented.get(row.recordId)) } as SyncChange,
              ],
            ]
          : [];
      }
    }
  });
  return new Map(changes);
}
