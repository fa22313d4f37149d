import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import { inListPlaceholder, listValue } from '../db/id-list.js';
import { isSqlite, preparedEach, preparedValues } from '../db/raw-sql.js';

/*
 * A sync page as the database gives it (docs/decisions.md #23): the change rows after a cursor,
 * each entry change with the text its pull sends every reader alike and its reach, read in one
 * statement written once. Pages are worked on as the driver reads them, arrays of columns, not
 * mapped to an object per row: a page's rows live until it is answered, so V8 saw objects made
 * per row outlive its young collections and began allocating them straight into the old
 * generation, which under load grew the server's heap by tens of megabytes.
 */

/** A change row in readRows' column order, as the driver gives it. */
export type ChangeRow = [
  kind: string,
  recordId: string,
  seq: number | string,
  /**
   * An entry change with a kept entry: its JSON as every reader receives it, up to the reader's
   * part (`{"kind":"entry",...,"record":{...`); once staged, the number of its bytes' span.
   */
  entryText: string | number | null,
  /** The kept entry's reach as one text (entry-records.ts reachText), null when not kept. */
  reach: string | null,
];

export const kindOf = (row: ChangeRow) => row[0];
export const idOf = (row: ChangeRow) => row[1];
/** A number once read (readSyncPage): PostgreSQL's driver gives bigints as strings. */
export const seqOf = (row: ChangeRow) => row[2] as number;
export const bySeq = (a: ChangeRow, b: ChangeRow) => seqOf(a) - seqOf(b);
/** An entry change whose entry is kept (entry-records.ts). */
export const isKept = (row: ChangeRow) => row[4] !== null;
/** The journal a kept entry is in: the first of its reach's columns. */
export const keptJournalOf = (row: ChangeRow) => row[4]!.slice(0, row[4]!.indexOf('|'));

/**
 * The change's JSON up to its record's reader part, joined by the database: writing its pieces
 * one by one into the answer cost more than the rest of the page.
 */
function entryText(store: Store, id: SQLWrapper, seq: SQLWrapper, body: SQLWrapper): SQL {
  // PostgreSQL's uuid prints as a UUID, which needs no escaping; SQLite keeps ids as any text.
  const quoted = isSqlite(store) ? sql`json_quote(${id})` : sql`'"' || ${id} || '"'`;
  return sql`'{"kind":"entry","id":' || ${quoted} || ',"seq":' || cast(${seq} as text)
    || ',"deleted":false,"record":' || ${body}`;
}

/**
 * The change rows of these scopes after `since`, in no order: the page is chosen first, so
 * SQLite's sort never carries the kept entries.
 */
const readRows = preparedEach<ChangeRow>('sync_page', (store) => {
  const { syncChanges: c, entryRecords: r } = store.t;
  const page = {
    kind: sql.raw('page.kind'),
    id: sql.raw('page.record_id'),
    seq: sql.raw('page.seq'),
  };
  return sql`with page as (
      select ${c.kind} as kind, ${c.recordId} as record_id, ${c.seq} as seq from ${c}
      where ${c.seq} > ${sql.placeholder('since')} and ${inListPlaceholder(c.scope, 'scopes')}
      order by ${c.seq} limit ${sql.placeholder('limit')}
    )
    select ${page.kind}, ${page.id}, ${page.seq}, ${entryText(store, page.id, page.seq, r.body)},
      ${r.reach}
    from page left join ${r} on page.kind = 'entry' and ${r.entryId} = page.record_id`;
});

/**
 * The journals this user owns and collaborates on (access.ts memberships) and the change counter,
 * in one statement written once: three of drizzle's queries, whose writing cost a tenth of a
 * sync page's time on PostgreSQL, and three round trips there.
 */
const readPullerRows = preparedValues<[what: 'owned' | 'joined' | 'head', value: string]>(
  'sync_puller',
  ({ t }) => {
    const { journals: j, collaborators: c, syncCounter: n } = t;
    const user = sql.placeholder('user');
    return sql`select 'owned', cast(${j.id} as text) from ${j} where ${j.userId} = ${user}
      union all select 'joined', cast(${c.journalId} as text) from ${c} where ${c.userId} = ${user}
      union all select 'head', cast(${n.value} as text) from ${n} where ${n.id} = 1`;
  },
);

/**
 * What a pull of this user reads first: the journals it syncs, and the change counter. Every
 * change numbered up to the counter had committed when it was read (see recordChanges), so a
 * page read after it may move the cursor up to it.
 */
export async function readPuller(store: Store, userId: string) {
  const owned: string[] = [];
  const joined = new Set<string>();
  let head = 0;
  for (const [what, value] of await readPullerRows(store, { user: userId })) {
    if (what === 'owned') owned.push(value);
    else if (what === 'joined') joined.add(value);
    else head = Number(value);
  }
  return { owned, joined, head };
}

/** Where each staged entry text's bytes lie; copies them into an answer. */
export interface StagedTexts {
  sizeOf(span: number): number;
  /** Copies the span into `target` at `at`; answers how many bytes it wrote. */
  copy(span: number, target: Uint8Array, at: number): number;
  /** Hands the staged bytes back for the next pages: after the answer is written, never before. */
  release(): void;
}

/** Texts are staged in chunks of this size (a longer text gets a buffer of its own). */
const CHUNK = 256 * 1024;
/** Chunks kept for the next pages once a page is answered: enough for a few pages at once. */
const KEPT_CHUNKS = 16;
const spareChunks: Buffer[] = [];

/**
 * Writes each row's entry text as UTF-8 as the row arrives, and puts in the row the number of
 * its text's span, so the text the driver made is garbage at once. Gathered until the page was
 * read, and kept over the reads of its journals and authors while other pulls went on,
 * PostgreSQL's pages of text outlived V8's young collections and were copied into the old
 * generation, which under load grew the server's heap by a hundred megabytes. The bytes go into
 * chunks handed back once the answer is written (`release`), so a steady load of pages stages
 * into the same memory instead of leaving buffers for the collector.
 */
function stager() {
  const chunks: Buffer[] = [];
  // Per span: its chunk, and where it starts and ends there.
  const chunkOf: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let room = 0;
  const texts: StagedTexts = {
    sizeOf: (span) => ends[span]! - starts[span]!,
    copy: (span, target, at) => chunks[chunkOf[span]!]!.copy(target, at, starts[span], ends[span]),
    release: () => {
      for (const chunk of chunks)
        if (chunk.length === CHUNK && spareChunks.length < KEPT_CHUNKS) spareChunks.push(chunk);
      chunks.length = 0;
    },
  };
  const stage = (row: ChangeRow) => {
    const text = row[3];
    if (typeof text !== 'string') return;
    const size = Buffer.byteLength(text);
    if (chunks.length === 0 || size > room) {
      const own = size > CHUNK;
      chunks.push(
        own ? Buffer.allocUnsafeSlow(size) : (spareChunks.pop() ?? Buffer.allocUnsafeSlow(CHUNK)),
      );
      room = own ? size : CHUNK;
    }
    const chunk = chunks.length - 1;
    const at = chunks[chunk]!.length - room;
    chunks[chunk]!.write(text, at);
    room -= size;
    row[3] = ends.length;
    chunkOf.push(chunk);
    starts.push(at);
    ends.push(at + size);
  };
  return { stage, texts };
}

/** PostgreSQL gives the rows in the page's order (its join keeps it); SQLite may not. */
function isSorted(rows: ChangeRow[]) {
  for (let i = 1; i < rows.length; i++) if (bySeq(rows[i - 1]!, rows[i]!) > 0) return false;
  return true;
}

/**
 * The first `limit` change rows of these scopes after `since`, oldest first, their entry texts
 * staged, and whether more follow.
 */
export async function readSyncPage(store: Store, scopes: string[], since: number, limit: number) {
  const rows: ChangeRow[] = [];
  const { stage, texts } = stager();
  const params = { since, scopes: listValue(store.t.syncChanges.scope, scopes), limit: limit + 1 };
  await readRows(store, params, (row) => {
    row[2] = Number(row[2]);
    stage(row);
    rows.push(row);
  });
  if (!isSorted(rows)) rows.sort(bySeq);
  const more = rows.length > limit;
  if (more) rows.length = limit;
  return { rows, more, texts };
}
