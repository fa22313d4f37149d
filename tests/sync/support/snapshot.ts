import type { SyncResponse } from '../../../contract/sync.js';
import { TABLE_OF, type RitualDb } from '../../../local-store/db.js';
import type { ServerHost } from './server-host.js';

type Row = Record<string, unknown>;
export type TableName = (typeof TABLE_OF)[keyof typeof TABLE_OF];
/** Every synced table, each sorted by id: what two devices must agree on. */
export type Snapshot = Record<TableName, Row[]>;

const TABLES = Object.values(TABLE_OF);

/** A signed media link changes with the day it was made; the media it names does not. */
const SIGNED_LINK = /^(\/api\/media\/[^?]+)\?exp=.*$/;

function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(SIGNED_LINK, '$1');
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) =>
        field === undefined ? [] : [[key, normalise(field)]],
      ),
    );
  return value;
}

/**
 * Fields added after a release kept records on devices, with the value such a record reads as
 * (the page reads `item.reminder ?? null`): an upgraded device agrees with the server without
 * pulling everything again.
 */
const ADDED_FIELDS: Partial<Record<TableName, Row>> = {
  logItems: { reminder: null },
  users: { reminders_paused: false },
};

function snapshotOf(rows: Record<TableName, Row[]>): Snapshot {
  const byId = (a: Row, b: Row) => String(a.id).localeCompare(String(b.id));
  const read = (table: TableName, row: Row) => normalise({ ...ADDED_FIELDS[table], ...row }) as Row;
  return Object.fromEntries(
    TABLES.map((table) => [table, rows[table].map((row) => read(table, row)).sort(byId)]),
  ) as Snapshot;
}

/** What a device holds of the user's own data: records read on others' pages ($seen) aside. */
export async function deviceSnapshot(db: RitualDb): Promise<Snapshot> {
  const rows = {} as Record<TableName, Row[]>;
  for (const table of TABLES) {
    const all = await db.table<Row, string>(table).toArray();
    rows[table] = all.filter((row) => row.$seen === undefined);
  }
  return snapshotOf(rows);
}

/**
 * The server's truth for a user: what a fresh device gets pulling from cursor 0, page by page,
 * each record as its latest change left it (a tombstone removes it).
 */
export async function serverSnapshot(
  host: Pick<ServerHost, 'call'>,
  token: string,
): Promise<Snapshot> {
  const records = new Map<string, { table: TableName; record: Row | null }>();
  let cursor = '0';
  for (;;) {
    const res = await host.call('GET', `/api/sync?since=${cursor}&limit=1000`, { token });
    if (res.status !== 200) throw new Error(`sync answered ${res.status}: ${res.text}`);
    const page = res.body as SyncResponse;
    for (const change of page.changes) {
      const record = change.record === null ? null : { ...(change.record as Row) };
      if (record && change.kind === 'shadow') record.id = change.id;
      records.set(`${change.kind}:${change.id}`, { table: TABLE_OF[change.kind], record });
    }
    cursor = page.cursor;
    if (!page.more) break;
  }
  const rows = Object.fromEntries(TABLES.map((table) => [table, [] as Row[]])) as Record<
    TableName,
    Row[]
  >;
  for (const { table, record } of records.values()) if (record) rows[table].push(record);
  return snapshotOf(rows);
}
