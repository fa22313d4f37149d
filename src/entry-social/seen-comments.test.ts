import { describe, expect, it } from 'vitest';
import { pendingKey } from '../../local-store/db';
import { comment, entry, journal, user } from '../data/queries/test-records';
import { freshStore } from '../../local-store/fake-store';
import { rememberEntryComments } from './seen-comments';

const NOW = Date.parse('2031-01-15T12:00:00Z');
const ada = user('ada');
const bo = user('bo');
const bos = entry(journal(bo), bo, '2031-01-10T10:00:00.000Z');
const said = (d: number) => comment(bos, ada, `2031-01-1${d}T10:00:00.000Z`);
const [first, second, third, fourth] = [said(1), said(2), said(3), said(4)];

describe('rememberEntryComments', () => {
  it('keeps the comments of an entry opened on someone else’s page, marked as seen', async () => {
    const db = freshStore();
    await rememberEntryComments(db, bos.id, [first, second], true, NOW);
    const kept = await db.comments.where('entry_id').equals(bos.id).toArray();
    expect(kept.map((c) => [c.id, c.$seen])).toEqual([
      [first.id, NOW],
      [second.id, NOW],
    ]);
  });

  it('forgets a seen comment the full answer lacks, but never a synced or unsent one', async () => {
    const db = freshStore();
    const [gone, synced, unsent] = [first, second, third];
    await db.comments.bulkPut([{ ...gone, $seen: NOW - 1 }, synced, unsent]);
    await db.pendingRecords.put({
      key: pendingKey('comment', unsent.id),
      kind: 'comment',
      recordId: unsent.id,
      base: null,
      pending: ['m'],
    });
    await rememberEntryComments(db, bos.id, [], false, NOW);
    expect(await db.comments.count()).toBe(3);
    await rememberEntryComments(db, bos.id, [], true, NOW);
    expect((await db.comments.toArray()).map((c) => c.id).sort()).toEqual(
      [synced.id, unsent.id].sort(),
    );
  });

  it('does not write a seen copy over a synced comment', async () => {
    const db = freshStore();
    const synced = fourth;
    await db.comments.put(synced);
    await rememberEntryComments(db, bos.id, [{ ...synced, value: 'older copy' }], true, NOW);
    expect(await db.comments.get(synced.id)).toEqual(synced);
  });
});
