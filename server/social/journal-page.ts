import type { AppDeps } from '../deps.js';
import type { UserRow } from '../db/rows.js';
import { presentEntries } from '../entries/entry-json.js';
import { journalEntries } from '../entries/entry-queries.js';
import { notFound } from '../errors.js';
import { journalAccess, type JournalAccess } from '../journals/access.js';
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
 * The journal at an address as `viewer` may read it (undefined: a visitor; `key`: a private
 * journal's share key), its shadow marked seen on the first page. Not found when they may not.
 */
export async function openJournalPage(
  deps: AppDeps,
  viewer: UserRow | undefined,
  address: { user: string; journal: string },
  { key, cursor }: Pick<JournalPageQuery, 'key' | 'cursor'>,
): Promise<JournalAccess> {
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
  return access;
}

/** The journal opened by openJournalPage() with a page of its entries. */
export async function presentJournalPage(
  deps: AppDeps,
  viewer: UserRow | undefined,
  access: JournalAccess,
  { cursor, limit }: JournalPageQuery,
) {
  const read = deps.database.read;
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
  query: JournalPageQuery,
) {
  const access = await openJournalPage(deps, viewer, address, query);
  return presentJournalPage(deps, viewer, access, query);
}
