import type { AppDeps } from '../deps.js';
import type { UserRow } from '../db/rows.js';
import { presentEntries } from '../entries/entry-json.js';
import { journalEntries } from '../entries/entry-queries.js';
import { notFound } from '../errors.js';
import { journalAccess } from '../journals/access.js';
import { presentJournal } from '../journals/journal-json.js';
import { journalByPath, userByName } from './profiles.js';
import { markShadowSeen } from './shadows.js';

export interface JournalPageQuery {
  /** a private journal's share key */
  key?: string;
  cursor?: string;
  limit: number;
}

/**
 * A journal by its address with a page of its entries, as `viewer` may read it (undefined: a
 * visitor): GET /users/{user}/journals/{journal}, and the journal page the server draws for a
 * visitor's first paint (server/http/drawn-pages.ts), which hands the page the same answer.
 * A journal the viewer may not read is not found.
 */
export async function journalPageFor(
  deps: AppDeps,
  viewer: UserRow | undefined,
  address: { user: string; journal: string },
  { key, cursor, limit }: JournalPageQuery,
) {
  const read = deps.database.read;
  const owner = await userByName(read, address.user);
  const access = await journalAccess(
    read,
    viewer,
    await journalByPath(read, owner.id, address.journal),
    key,
  );
  if (!access.canRead) throw notFound();
  if (!cursor) await markShadowSeen(deps, viewer, access);
  const page = await journalEntries(read, viewer, access, { cursor, limit });
  return {
    ...(await presentJournal(deps, read, viewer, access.journal)),
    entries: await presentEntries(deps, read, viewer, page.rows, {
      journals: [access.journal],
      users: viewer ? [viewer] : [],
    }),
    next: page.next,
  };
}
