import { is, type SQL } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
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
  values(query: SQL): unknown[][];
}

export async function runRaw(store: Store, query: SQL): Promise<void> {
  if (isSqlite(store)) (store.db as unknown as SqliteRaw).run(query);
  else await store.db.execute(query);
}

export async function rowsOf<T>(store: Store, query: SQL): Promise<T[]> {
  if (isSqlite(store)) return (store.db as unknown as SqliteRaw).all(query) as T[];
  return (await store.db.execute(query)).rows as T[];
}

/**
 * Rows as arrays of their columns in the order selected. On SQLite that spares making an object
 * per row, which for a sync page's thousand rows cost more than reading them.
 */
export async function valuesOf<T extends unknown[]>(store: Store, query: SQL): Promise<T[]> {
  if (isSqlite(store)) return (store.db as unknown as SqliteRaw).values(query) as T[];
  return (await store.db.execute(query)).rows.map((row) => Object.values(row)) as T[];
}
