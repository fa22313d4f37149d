import type { AppDeps } from '../deps.js';
import type { UserRow } from '../db/rows.js';
import { presentEntries } from './entry-json.js';
import { readableEntry } from './entry-queries.js';

/**
 * One entry as `viewer` may read it (undefined: a visitor; `key`: its journal's share key):
 * GET /entries/{id}, and the embed the server draws for a visitor's first paint
 * (server/http/drawn-pages.ts), which hands the page the same answer. Not found otherwise.
 */
export async function entryFor(
  deps: AppDeps,
  viewer: UserRow | undefined,
  id: string,
  key?: string,
) {
  const read = deps.database.read;
  const entry = await readableEntry(read, viewer, id, key);
  return (await presentEntries(deps, read, viewer, [entry]))[0]!;
}
