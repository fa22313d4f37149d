import type BetterSqlite3 from 'better-sqlite3';
import { fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import type { Store } from './database.js';

/*
 * Statements written as SQL, for the few reads and writes drizzle's builders cannot describe or
 * whose row mapping costs more than the query (the search index, the sync feed's range read).
 * Rows come back as the driver gives them: SQLite's integers and 0/1 booleans, PostgreSQL's
 * bigints as strings.
 */

/** Whether the store is SQLite's (the Store type is PostgreSQL's either way). */
export const isSqlite = (store: Store) => is(store.t.entries, SQLiteTable);

/** SQLite's drizzle runs raw statements with run/all; the Store is typed as PostgreSQL's. */
interface SqliteRaw {
  run(query: SQL): unknown;
  all(query: SQL): unknown[];
}

export async function runRaw(store: Store, query: SQL): Promise<void> {
  if (isSqlite(store)) (store.db as unknown as SqliteRaw).run(query);
  else await store.db.execute(query);
}

export async function rowsOf<T>(store: Store, query: SQL): Promise<T[]> {
  if (isSqlite(store)) return (store.db as unknown as SqliteRaw).all(query) as T[];
  return (await store.db.execute(query)).rows as T[];
}

/** What drizzle holds beside the Store's type: its driver's client and the SQL writer. */
interface DriverDb {
  $client?: pg.Pool | BetterSqlite3.Database;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/**
 * Runs a query on a client of the pool, handing each row to `onRow` as it arrives instead of
 * gathering them: rows a caller is done with die young, where a page of rows gathered over the
 * many reads of its bytes from the socket, interleaved with other requests, outlived V8's young
 * collections.
 */
async function eachRow<T>(pool: pg.Pool, config: pg.QueryConfig, onRow: (row: T) => void) {
  const client = await pool.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      // The typings leave rowMode off Query's config; the driver reads it there.
      const arrays: pg.QueryArrayConfig = { ...config, rowMode: 'array' };
      const query = client.query(new pg.Query(arrays));
      query.on('row', onRow);
      query.on('end', () => resolve());
      query.on('error', reject);
    });
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  client.release();
}

/**
 * A raw read whose SQL is written once, for reads every request of a hot route makes: drizzle
 * writes a query's text anew on each call, which for the sync feed's reads allocated more than
 * the rows they read. `build` names its values with `sql.placeholder()`; `params` gives them per
 * call. Each row goes to `onRow` as an array of its columns in the order selected, as the driver
 * reads it (no object per row, which for a sync page's thousand rows cost more than reading
 * them). On PostgreSQL the statement is prepared per connection under `name`, unique per query
 * text. Runs on the store's own client: outside a transaction.
 */
export function preparedEach<T extends unknown[]>(
  name: string,
  build: (store: Store) => SQL,
): (store: Store, params: Record<string, unknown>, onRow: (row: T) => void) => Promise<void> {
  const written = new WeakMap<object, { sql: string; params: unknown[] }>();
  return async (store, params, onRow) => {
    const { $client: client, dialect } = store.db as unknown as DriverDb;
    if (!client) throw new Error(`${name} runs outside a transaction`);
    let query = written.get(store.db);
    if (!query) {
      query = dialect.sqlToQuery(build(store));
      written.set(store.db, query);
    }
    const values = fillPlaceholders(query.params, params);
    if (isSqlite(store)) {
      // SQLite answers at once, nothing runs meanwhile: all rows in one call is the cheaper way.
      const rows = (client as BetterSqlite3.Database)
        .prepare(query.sql)
        .raw(true)
        .all(...values);
      for (const row of rows) onRow(row as T);
    } else await eachRow(client as pg.Pool, { name, text: query.sql, values }, onRow);
  };
}

/** preparedEach's rows, gathered. */
export function preparedValues<T extends unknown[]>(
  name: string,
  build: (store: Store) => SQL,
): (store: Store, params: Record<string, unknown>) => Promise<T[]> {
  const each = preparedEach<T>(name, build);
  return async (store, params) => {
    const rows: T[] = [];
    await each(store, params, (row) => rows.push(row));
    return rows;
  };
}
