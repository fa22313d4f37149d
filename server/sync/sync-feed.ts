import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SyncChange } from '../../contract/sync.js';
import type { Store } from '../db/database.js';
import { inList, inListPlaceholder, listValue } from '../db/id-list.js';
import { preparedValues } from '../db/raw-sql.js';
import type { AppDeps } from '../deps.js';
import { accessWith, canReadEntry, memberships, type JournalAccess } from '../journals/access.js';
import { presentEntries, readerEntryFields, type EntryReach } from '../entries/entry-json.js';
import { rowsById } from '../db/rows-by-id.js';
import { presentJournals } from '../journals/journal-json.js';
import { currentSeq, journalScope, userScope } from './sync-log.js';
import type { SocialKind } from './sync-presenter.js';
import { syncPresenters } from './sync-presenters.js';
import { ownUser } from '../account/user-json.js';
import type { JournalRow, UserRow } from '../db/rows.js';

/**
 * A change row joined with its kept entry (entry-records.ts), in readChanges' column order, as
 * the driver gives it. Pages are worked on in this form, not mapped to an object per row: a
 * page's rows live until it is answered, so V8 saw objects made per row survive its young
 * collections and began allocating them straight into the old generation, which under load grew
 * the heap by tens of megabytes between full collections.
 */
type ChangeRow = [
  kind: string,
  recordId: string,
  seq: number | string,
  /** The kept body as read, then the number of its bytes' span in the page's staged bodies. */
  body: string | number | null,
  /** The kept entry's reach as one text (reachText), null when the entry is not kept. */
  reach: string | null,
];

const kindOf = (row: ChangeRow) => row[0];
const idOf = (row: ChangeRow) => row[1];
/** PostgreSQL's driver gives bigints as strings. */
const seqOf = (row: ChangeRow) => Number(row[2]);
/** An entry change whose entry is kept (its kept body and reach are not null). */
const isKept = (row: ChangeRow) => row[4] !== null;

/**
 * The kept reach's columns joined by '|', which none of them holds (ids are UUIDs, share keys
 * base64url, the rest numbers), '' for null. Read as one value, not eight: on PostgreSQL each
 * value of a thousand rows is a string the driver makes, and rows with the same reach (one
 * author's text entries) give the same text, which keys the work done once per reach.
 */
function reachText(r: Store['t']['entryRecords']): SQL {
  const text = (column: SQLWrapper) => sql`coalesce(cast(${column} as text), '')`;
  const columns = [r.private, r.hiddenAt, r.shareKey, r.fileMediaId, r.previewMediaId];
  return sql.join(
    [r.journalId, r.userId, ...columns.map(text), text(r.audioCoverMediaId)],
    sql` || '|' || `,
  );
}

/** The journal a kept entry is in: the first of its reach's columns. */
const keptJournalOf = (row: ChangeRow) => row[4]!.slice(0, row[4]!.indexOf('|'));

function reachOf(text: string): EntryReach {
  const [journalId, userId, isPrivate, hiddenAt, ...rest] = text.split('|');
  const [shareKey, fileMediaId, previewMediaId, audioCoverMediaId] = rest.map((v) => v || null);
  return {
    journalId: journalId!,
    userId: userId!,
    // SQLite keeps booleans as 1 and 0; PostgreSQL's text of one is 'true' or 'false'.
    private: isPrivate === '1' || isPrivate === 'true',
    hiddenAt: hiddenAt ? Number(hiddenAt) : null,
    deletedAt: null,
    shareKey: shareKey ?? null,
    fileMediaId: fileMediaId ?? null,
    previewMediaId: previewMediaId ?? null,
    audioCoverMediaId: audioCoverMediaId ?? null,
  };
}

/**
 * The change rows of these scopes after `since`, each with its entry as kept when it changed, in
 * no order: the page is chosen first, so SQLite's sort never carries the kept entries.
 */
const readChanges = preparedValues<ChangeRow>('sync_page', ({ t }) => {
  const { syncChanges: c, entryRecords: r } = t;
  return sql`with page as (
      select ${c.kind} as kind, ${c.recordId} as record_id, ${c.seq} as seq from ${c}
      where ${c.seq} > ${sql.placeholder('since')} and ${inListPlaceholder(c.scope, 'scopes')}
      order by ${c.seq} limit ${sql.placeholder('limit')}
    )
    select page.kind, page.record_id, page.seq, ${r.body}, ${reachText(r)}
    from page left join ${r} on page.kind = 'entry' and ${r.entryId} = page.record_id`;
});

/**
 * Writes the page's kept bodies as UTF-8 into one buffer as soon as the page is read, and puts in
 * each row the number of its body's span there. The text read from the database is then garbage
 * before the page's next query: kept alive over the reads of its journals and authors, while other
 * pulls went on, PostgreSQL's pages of text survived V8's young collections and were copied into
 * the old generation, which grew by hundreds of megabytes between full collections.
 */
function stageBodies(rows: ChangeRow[]) {
  let size = 0;
  for (const row of rows) if (typeof row[3] === 'string') size += Buffer.byteLength(row[3]);
  const bytes = Buffer.allocUnsafeSlow(size);
  const ends = new Uint32Array(rows.length + 1);
  let count = 0;
  for (const row of rows) {
    if (typeof row[3] !== 'string') continue;
    ends[count + 1] = ends[count]! + bytes.write(row[3], ends[count]!);
    row[3] = count++;
  }
  return { bytesOf: (span: number) => bytes.subarray(ends[span], ends[span + 1]) };
}

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

const bySeq = (a: ChangeRow, b: ChangeRow) => seqOf(a) - seqOf(b);

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
 * Answers the SyncResponse as pieces of JSON text: entries kept as they changed
 * (docs/decisions.md #23) go in as the text they were kept as, with the reader's part appended.
 */
export async function pullChanges(
  deps: AppDeps,
  user: UserRow,
  since: number,
  limit: number,
): Promise<(string | Uint8Array)[]> {
  const store: Store = deps.database.read;
  const { owned, joined } = await memberships(store, user.id);
  const scopes = [userScope(user.id), ...owned.map(journalScope), ...[...joined].map(journalScope)];
  // Read before the rows: every change numbered up to here has committed (see recordChanges).
  const head = await currentSeq(store);
  const rows = await readChanges(store, {
    since,
    scopes: listValue(store.t.syncChanges.scope, scopes),
    limit: limit + 1,
  });
  rows.sort(bySeq);
  const more = rows.length > limit;
  if (more) rows.length = limit;
  const bodies = stageBodies(rows);
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

  // Pieces the driver read or that are written once (a reach's part): joining them here would
  // make each page's thousand entries allocate their text again.
  const pieces: (string | Uint8Array)[] = ['{"changes":['];
  for (const row of latest) {
    const readerPart = isKept(row) ? readerParts.get(row[4]!) : undefined;
    const change: SyncChange | undefined =
      readerPart !== undefined
        ? undefined
        : isKept(row)
          ? { kind: 'entry', id: idOf(row), seq: seqOf(row), deleted: true, record: null }
          : states.get(row);
    if (readerPart === undefined && change === undefined) continue;
    if (pieces.length > 1) pieces.push(',');
    if (change) pieces.push(JSON.stringify(change));
    else
      pieces.push(
        '{"kind":"entry","id":',
        JSON.stringify(idOf(row)),
        ',"seq":',
        String(row[2]),
        ',"deleted":false,"record":',
        bodies.bytesOf(row[3] as number),
        readerPart!,
      );
  }
  const cursor = String(more ? lastSeq : Math.max(lastSeq, head, since));
  pieces.push(`],"cursor":${JSON.stringify(cursor)},"more":${more}}`);
  return pieces;
}

/**
 * For each kept reach on the page whose entries this user may read now, the end of those entries'
 * JSON: a comma, their reader fields without the opening brace, and the closing brace the kept
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
): Promise<Map<string, string>> {
  const readable = new Map<string, EntryReach>();
  const seen = new Set<string>();
  for (const row of rows) {
    const text = row[4]!;
    if (seen.has(text)) continue;
    seen.add(text);
    const reach = reachOf(text);
    const a = journals.access.get(reach.journalId);
    if (synced(a) && canReadEntry(a, user, reach)) readable.set(text, reach);
  }
  const parts = new Map<string, string>();
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
    parts.set(text, `,${fields.slice(1)}}`);
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
