import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { bookmarksOf } from './bookmarks';
import { bookmark, entry, journal, user } from './test-records';

describe('bookmarksOf', () => {
  it('lists the user’s bookmarks newest first with their entries, null for one not held here', async () => {
    const db = freshStore();
    const [ada, bo] = [user('ada'), user('bo')];
    const bos = journal(bo);
    const held = entry(bos, bo, '2031-01-01T10:00:00.000Z', { notes: 'held' });
    const elsewhere = entry(bos, bo, '2031-01-02T10:00:00.000Z');
    await db.entries.put(held);
    await db.bookmarks.bulkPut([
      bookmark(held, ada, '2031-01-05T00:00:00.000Z'),
      bookmark(elsewhere, ada, '2031-01-06T00:00:00.000Z'),
      bookmark(held, bo, '2031-01-07T00:00:00.000Z'),
    ]);
    const bookmarks = await bookmarksOf(db, ada.id);
    expect(bookmarks.map((b) => [b.entry_id, b.entry?.notes ?? null])).toEqual([
      [elsewhere.id, null],
      [held.id, 'held'],
    ]);
  });
});
