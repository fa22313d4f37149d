import { inArray } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';

type Row<K extends 'users' | 'journals' | 'media'> = Tables[K]['$inferSelect'];

/** Loads the rows of one table whose ids are given (nulls and repeats ignored), keyed by id. */
export async function rowsById<K extends 'users' | 'journals' | 'media'>(
  { db, t }: Store,
  table: K,
  ids: Iterable<string | null>,
): Promise<Map<string, Row<K>>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const source = t[table] as Tables['users'];
  const rows = (await db
    .select()
    .from(source)
    .where(inArray(source.id, wanted))) as unknown as Row<K>[];
  return new Map(rows.map((row) => [row.id, row]));
}
