import { is, sql, type Column, type SQL } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * `column IN (values)` with the whole list as one parameter: a JSON array read by json_each on
 * SQLite, an array with `= any` on PostgreSQL. drizzle's inArray makes a parameter of each value,
 * and building the 1,000 of a sync page took 1.2 ms, more than running the query; on SQLite each
 * list length was also a new statement to compile. For lists that can be long.
 */
export function inList(column: Column, values: readonly string[]): SQL {
  return is(column.table, SQLiteTable)
    ? sql`${column} in (select value from json_each(${JSON.stringify(values)}))`
    : sql`${column} = any(${sql.param(values)})`;
}

/** inList for a statement written once (raw-sql.ts preparedValues): the list is placeholder `name`. */
export function inListPlaceholder(column: Column, name: string): SQL {
  return is(column.table, SQLiteTable)
    ? sql`${column} in (select value from json_each(${sql.placeholder(name)}))`
    : sql`${column} = any(${sql.placeholder(name)})`;
}

/** The value of inListPlaceholder's placeholder: JSON text on SQLite, an array on PostgreSQL. */
export const listValue = (column: Column, values: readonly string[]) =>
  is(column.table, SQLiteTable) ? JSON.stringify(values) : values;
