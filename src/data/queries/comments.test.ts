import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { entryComments } from './comments';
import { comment, entry, journal, user } from './test-records';

describe('entryComments', () => {
  it('lists an entry’s comments oldest first, and only that entry’s', async () => {
    const db = freshStore();
    const [ada, bo] = [user('ada'), user('bo')];
    const scales = journal(ada);
    const first = entry(scales, ada, '2031-01-01T10:00:00.000Z');
    const second = entry(scales, ada, '2031-01-02T10:00:00.000Z');
    await db.comments.bulkPut([
      comment(first, bo, '2031-01-03T12:00:00.000Z'),
      comment(second, bo, '2031-01-03T11:00:00.000Z'),
      comment(first, ada, '2031-01-03T09:00:00.000Z'),
    ]);
    const said = (await entryComments(db, first.id)).map((c) => c.value);
    expect(said).toEqual(['said at 2031-01-03T09:00:00.000Z', 'said at 2031-01-03T12:00:00.000Z']);
  });
});
