import type { Entry } from '../contract/entries';
import type { Local, RitualDb } from '../local-store/db';

/** Entries read per IndexedDB request. */
const PAGE = 500;

/**
 * Every entry the device holds, a page at a time in id order: IndexedDB's getAll hands over a
 * page in one request, where a cursor (Dexie's each) costs a round trip per entry; over 10,000
 * entries in Chromium that was most of the search index's first build.
 */
export async function eachEntry(db: RitualDb, visit: (entry: Local<Entry>) => void): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const page = await (
      after === undefined ? db.entries.orderBy(':id') : db.entries.where(':id').above(after)
    )
      .limit(PAGE)
      .toArray();
    for (const entry of page) visit(entry);
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.id;
  }
}
