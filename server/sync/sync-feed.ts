import type { SyncChange } from '../../contract/sync.js';
import type { Store } from '../db/database.js';
import { inList } from '../db/id-list.js';
import type { AppDeps } from '../deps.js';
import { accessWith, canReadEntry, type JournalAccess } from '../journals/access.js';
import { presentEntries, readerEntryFields, type EntryReach } from '../entries/entry-json.js';
import { rowsById } from '../db/rows-by-id.js';
import { presentJournals } from '../journals/journal-json.js';
import { journalScope, userScope } from './sync-log.js';
import type { SocialKind } from './sync-presenter.js';
import { syncPresenters } from './sync-presenters.js';
import { ownUser } from '../account/user-json.js';
import type { JournalRow, UserRow } from '../db/rows.js';
import { reachOf } from './entry-records.js';
import { writeSyncAnswer } from './sync-answer.js';
import {
  bySeq,
  idOf,
  isKept,
  keptJournalOf,
  kindOf,
  readPuller,
  readSyncPage,
  seqOf,
  type ChangeRow,
} from './sync-page.js';

/** The latest change of each record on the page (a record may have changed in several scopes). */
function latestPerRecord(page: ChangeRow[]): ChangeRow[] {
  // Records of different kinds have different ids (UUIDs), so distinct ids are distinct records:
  // the usual page, checked without making a key per row.
  if (new Set(page.map(idOf)).size === page.length) return page;
  const latest = new Map<string, ChangeRow>();
  for (const row of page) {
    const key = `${kindOf(row)}|${idOf(row)}`;
    const seen = latest.get(key);
    if (seen === undefined || seqOf(seen) < seqOf(row)) latest.set(key, row);
  }
  return [...latest.values()].sort(bySeq);
}

/** Sync carries the journals a user owns or collaborates on; other journals are read page by page. */
const synced = (a: JournalAccess | undefined): a is JournalAccess =>
  a !== undefined && a.canRead && a.isMember;

/** The journals a page names, as they are now, with what this user may do in each: read once. */
interface PageJournals {
  rows: Map<string, JournalRow>;
  access: Map<string, JournalAccess>;
  /** Reads the journals not read yet. */
  load(ids: Iterable<string | null>): Promise<void>;
}

function pageJournals(store: Store, user: UserRow, joined: Set<string>): PageJournals {
  const rows = new Map<string, JournalRow>();
  const access = new Map<string, JournalAccess>();
  return {
    rows,
    access,
    async load(ids) {
      const read = await rowsById(store, 'journals', ids, [...rows.values()]);
      for (const journal of read.values()) {
        if (rows.has(journal.id)) continue;
        rows.set(journal.id, journal);
        access.set(journal.id, accessWith(user, journal, joined.has(journal.id)));
      }
    },
  };
}

/**
 * docs/decisions.md #5: what changed for this user after `since`, oldest first, at most `limit` changes. Each
 * change carries the record as it is now, or null when it is deleted or no longer visible to the
 * user (a tombstone either way). The cursor never runs ahead of a change the user has not received.
 * Answers the SyncResponse as UTF-8 JSON: entries kept as they changed (docs/decisions.md #23) go
 * in as the text they were kept as, with the reader's part appended.
 */
export async function pullChanges(
  deps: AppDeps,
  user: UserRow,
  since: number,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const store: Store = deps.database.read;
  const { owned, joined, head } = await readPuller(store, user.id);
  const scopes = [userScope(user.id), ...owned.map(journalScope), ...[...joined].map(journalScope)];
  const { rows, more, texts } = await readSyncPage(store, scopes, since, limit);
  const lastSeq = rows.length > 0 ? seqOf(rows[rows.length - 1]!) : since;
  const latest = latestPerRecord(rows);
  const journals = pageJournals(store, user, joined);
  await journals.load(
    latest.map((row) =>
      isKept(row) ? keptJournalOf(row) : kindOf(row) === 'journal' ? idOf(row) : null,
    ),
  );
  const readerParts = await keptReaderParts(deps, store, user, journals, latest.filter(isKept));
  const states = await currentStates(
    deps,
    store,
    user,
    journals,
    latest.filter((row) => !isKept(row)),
  );
  const tombstone = (row: ChangeRow): SyncChange => ({
    kind: 'entry',
    id: idOf(row),
    seq: seqOf(row),
    deleted: true,
    record: null,
  });

  let lastReach: string | undefined;
  let lastPart: Uint8Array | undefined;
  // Rows of one reach mostly come together: comparing with the last is cheaper than hashing.
  const partOf = (reach: string) => {
    if (reach !== lastReach) {
      lastReach = reach;
      lastPart = readerParts.get(reach);
    }
    return lastPart;
  };
  const spans: number[] = [];
  const items: (Uint8Array | string)[] = [];
  for (const row of latest) {
    const part = isKept(row) ? partOf(row[4]!) : undefined;
    const state = part ? undefined : isKept(row) ? tombstone(row) : states.get(row);
    if (part) {
      spans.push(row[3] as number);
      items.push(part);
    } else if (state) {
      spans.push(-1);
      items.push(JSON.stringify(state));
    }
  }
  const cursor = String(more ? lastSeq : Math.max(lastSeq, head, since));
  const answer = writeSyncAnswer(
    spans,
    items,
    texts,
    `],"cursor":${JSON.stringify(cursor)},"more":${more}}`,
  );
  texts.release();
  return answer;
}

/**
 * For each kept reach on the page whose entries this user may read now, the end of those entries'
 * JSON as bytes: a comma, their reader fields without the opening brace, and the closing brace the kept
 * body lacks. Who may read is decided from the reach and its journal as it is now, as for an
 * entry read from its table; reaches this user may not read are left out. Most entries of a page
 * share their reach (one author's text entries), so each is worked out once.
 */
async function keptReaderParts(
  deps: AppDeps,
  store: Store,
  user: UserRow,
  journals: PageJournals,
  rows: ChangeRow[],
): Promise<Map<string, Uint8Array>> {
  const readable = new Map<string, EntryReach>();
  const seen = new Set<string>();
  let last: string | undefined;
  for (const row of rows) {
    const text = row[4]!;
    // Rows of one reach mostly come together: comparing with the last is cheaper than hashing.
    if (text === last || seen.has(text)) continue;
    last = text;
    seen.add(text);
    const reach = reachOf(text);
    const a = journals.access.get(reach.journalId);
    if (synced(a) && canReadEntry(a, user, reach)) readable.set(text, reach);
  }
  const parts = new Map<string, Uint8Array>();
  if (readable.size === 0) return parts;
  const authors = await rowsById(
    store,
    'users',
    [...readable.values()].map((reach) => reach.userId),
    [user],
  );
  const now = deps.now();
  for (const [text, reach] of readable) {
    const author = authors.get(reach.userId);
    if (!author) throw new Error(`an entry of journal ${reach.journalId} lost its author`);
    const journal = journals.rows.get(reach.journalId)!;
    const fields = JSON.stringify(readerEntryFields(deps, user, reach, journal, author, now));
    parts.set(text, Buffer.from(`,${fields.slice(1)}}`));
  }
  return parts;
}

async function currentStates(
  deps: AppDeps,
  store: Store,
  user: UserRow,
  journals: PageJournals,
  rows: ChangeRow[],
): Promise<Map<ChangeRow, SyncChange>> {
  const states = new Map<ChangeRow, SyncChange>();
  if (rows.length === 0) return states;
  const ids = (kind: string) => rows.filter((row) => kindOf(row) === kind).map(idOf);
  const entryIds = ids('entry');
  const changedJournals = new Set(ids('journal'));
  const entryRows = entryIds.length
    ? await store.db.select().from(store.t.entries).where(inList(store.t.entries.id, entryIds))
    : [];
  await journals.load(entryRows.map((e) => e.journalId));
  const { access } = journals;

  const visibleJournals = [...journals.rows.values()].filter(
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
        journals: [...journals.rows.values()],
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
  for (const row of rows) {
    const id = idOf(row);
    const base = { id, seq: seqOf(row) };
    const kind = kindOf(row);
    switch (kind) {
      case 'user':
        if (id === user.id) states.set(row, { kind: 'user', ...base, ...state(self) });
        break;
      case 'journal':
        states.set(row, { kind: 'journal', ...base, ...state(presentedJournals.get(id)) });
        break;
      case 'entry':
        states.set(row, { kind: 'entry', ...base, ...state(presentedEntries.get(id)) });
        break;
      default: {
        const presented = social.get(kind);
        // Each presenter answers with its own kind's records (sync-presenters.ts ties them).
        if (presented)
          states.set(row, { kind, ...base, ...state(presented.get(id)) } as SyncChange);
      }
    }
  }
  return states;
}
