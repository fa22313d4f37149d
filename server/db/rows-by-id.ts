import type { Store } from './database.js';
import { inListPlaceholder, listValue } from './id-list.js';
import { preparedRead } from './prepared.js';
import type { Tables } from './schema.js';

type Row<K extends 'users' | 'journals' | 'media'> = Tables[K]['$inferSelect'];

/** Written once per table: drizzle writes a query anew on each call, which cost more than it. */
const byIdsOf = (table: 'users' | 'journals' | 'media') =>
  preparedRead<{ ids: unknown }, unknown[]>(`${table}_by_ids`, ({ db, t }) => {
    const source = t[table] as Tables['users'];
    return db.select().from(source).where(inListPlaceholder(source.id, 'ids'));
  });
const byIds = { users: byIdsOf('users'), journals: byIdsOf('journals'), media: byIdsOf('media') };

/**
 * Loads the rows of one table whose ids are given (nulls and repeats ignored), keyed by id. Rows
 * the caller has already read (`known`: the journal a page is of, the signed-in user) are not
 * read again: on a journal's page that saves a query per request.
 */
export async function rowsById<K extends 'users' | 'journals' | 'media'>(
  { db, t }: Store,
  table: K,
  ids: Iterable<string | null>,
  known: readonly Row<K>[] = [],
): Promise<Map<string, Row<K>>> {
  const found = new Map(known.map((row) => [row.id, row]));
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null && !found.has(id)))];
  if (wanted.length === 0) return found;
  const rows = (await byIds[table]({ db, t }, { ids: listValue(t[table].id, wanted) })) as Row<K>[];
  for (const row of rows) found.set(row.id, row);
  return found;
}
