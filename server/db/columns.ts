import * as pg from 'drizzle-orm/pg-core';
import * as sqlite from 'drizzle-orm/sqlite-core';

/**
 * The column kinds Ritual's schema uses, once per dialect. `schema.ts` describes the tables once
 * against this kit; the PostgreSQL kit gives the types, and the SQLite kit builds the same tables
 * with SQLite's columns at run time. Times are epoch milliseconds in both (bigint / integer), so
 * ordering and comparisons are identical across dialects.
 */
export const pgKit = {
  table: pg.pgTable,
  uuid: (name: string) => pg.uuid(name),
  text: (name: string) => pg.text(name),
  int: (name: string) => pg.integer(name),
  /** epoch milliseconds, or a counter that may outgrow 32 bits */
  big: (name: string) => pg.bigint(name, { mode: 'number' }),
  bool: (name: string) => pg.boolean(name),
  json: (name: string) => pg.jsonb(name),
  index: pg.index,
  uniqueIndex: pg.uniqueIndex,
  primaryKey: pg.primaryKey,
};

export type Kit = typeof pgKit;

const sqliteKitImpl = {
  table: sqlite.sqliteTable,
  uuid: (name: string) => sqlite.text(name),
  text: (name: string) => sqlite.text(name),
  int: (name: string) => sqlite.integer(name),
  big: (name: string) => sqlite.integer(name),
  bool: (name: string) => sqlite.integer(name, { mode: 'boolean' }),
  json: (name: string) => sqlite.text(name, { mode: 'json' }),
  index: sqlite.index,
  uniqueIndex: sqlite.uniqueIndex,
  primaryKey: sqlite.primaryKey,
};

/**
 * The one place the two dialects meet: SQLite's builders stand in for PostgreSQL's types. The
 * builder methods the schema calls (notNull, default, primaryKey, references, $type, on, where)
 * behave the same in both; both dialects run the whole server suite in CI.
 */
export const sqliteKit = sqliteKitImpl as unknown as Kit;
