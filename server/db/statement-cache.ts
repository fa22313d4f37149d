import type BetterSqlite3 from 'better-sqlite3';

/** Distinct statements kept per connection; Ritual's queries number in the low hundreds. */
const KEPT_STATEMENTS = 1000;

/**
 * Makes `connection.prepare` hand back the statement it compiled before for the same SQL text.
 * drizzle prepares every query it runs anew, and compiling took about a fifth of the server's time
 * on a write (bench: 1,000 sequential POST /entries). A kept statement is handed back in object
 * mode: drizzle switches one to raw mode for its row arrays and never back. The oldest unused
 * statement goes first past the limit (queries with a varying number of parameters differ).
 */
export function keepPreparedStatements(
  connection: BetterSqlite3.Database,
  limit = KEPT_STATEMENTS,
): void {
  const compile = connection.prepare.bind(connection);
  const kept = new Map<string, BetterSqlite3.Statement>();
  connection.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) kept.delete(source);
    else statement = compile(source);
    kept.set(source, statement);
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
    if (statement.reader) statement.raw(false);
    return statement;
  }) as typeof connection.prepare;
}
