import { and, eq, inArray, is, Placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Store } from '../db/database.js';

/** The records an answer shows, named the way the change log (sync-log.ts) files them. */
export interface ShownRecords {
  /** every record changed for these audiences (journalScope(): a journal, its entries, comments…) */
  scopes?: readonly Value[];
  /**
   * user records by id: a list, or a subquery of ids (owners, collaborators, authors). A user's
   * own record is filed under its own scope only, so an author's new name never reaches a
   * journal's scope.
   */
  users?: Ids;
  /** journal records by id, whatever audience they were filed for */
  journals?: Ids;
  /** follows of these journals (a shadow is filed in its follower's scope, under the journal's id) */
  shadows?: Ids;
}

/** A value in the query: given, or a `sql.placeholder()` of a prepared read (server/db/prepared.ts). */
type Value = string | Placeholder;
type Ids = ReadonlyArray<Value | SQLWrapper>;

const ids = (list: Ids) => ({
  plain: list.filter((id): id is string => typeof id === 'string'),
  named: list.filter((id): id is Placeholder => is(id, Placeholder)),
  queries: list.filter((id): id is SQLWrapper => typeof id !== 'string' && !is(id, Placeholder)),
});

/**
 * The newest change-log sequence among the records an answer shows: it moves whenever any of them
 * changes, is moved, deleted or has its audience changed (each records a change under the scopes
 * it left and joined). One query of the log's indexes — (scope, seq) and (kind, record_id, scope)
 * — never of the records themselves; 0 when nothing was ever recorded.
 *
 * Each kind of source is its own scalar MAX subquery rather than one WHERE … OR …: SQLite then
 * answers each from its index (a MAX over (scope, seq) reads one index entry), where the OR made
 * it collect every row of the scope and every user change. Selected beside the counter's one row.
 *
 * Read it before the answer's rows: a change committing in between then gives a newer answer an
 * older tag (a needless re-download next time), never an old answer a newer tag (a stale 304).
 */
export async function latestChange(store: Store, shown: ShownRecords): Promise<number> {
  const query = latestChangeQuery(store, shown);
  return query ? newestOf(await query) : 0;
}

/** The newest sequence in latestChangeQuery's rows. */
export const newestOf = (rows: ReadonlyArray<Record<string, unknown>>): number =>
  Math.max(0, ...Object.values(rows[0] ?? {}).map((seq) => Number(seq ?? 0)));

/**
 * latestChange's query, unrun, for a read that prepares it once (server/db/prepared.ts) with
 * placeholders for its values; undefined when nothing is shown.
 */
export function latestChangeQuery({ db, t }: Store, shown: ShownRecords) {
  const c = t.syncChanges;
  const ofKind = (kind: string, list: Ids | undefined): SQL[] => {
    if (!list?.length) return [];
    const { plain, named, queries } = ids(list);
    return [
      ...(plain.length ? [and(eq(c.kind, kind), inArray(c.recordId, plain))!] : []),
      ...named.map((id) => and(eq(c.kind, kind), eq(c.recordId, id))!),
      ...queries.map((query) => and(eq(c.kind, kind), inArray(c.recordId, query))!),
    ];
  };
  const terms = [
    ...(shown.scopes ?? []).map((scope) => eq(c.scope, scope)),
    ...ofKind('user', shown.users),
    ...ofKind('journal', shown.journals),
    ...ofKind('shadow', shown.shadows),
  ];
  if (terms.length === 0) return undefined;
  const latest = Object.fromEntries(
    terms.map((term, i) => [
      `s${i}`,
      sql<number | null>`(select max(${c.seq}) from ${c} where ${term})`,
    ]),
  );
  return db.select(latest).from(t.syncCounter).where(eq(t.syncCounter.id, 1));
}
