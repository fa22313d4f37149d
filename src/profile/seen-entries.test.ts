import { describe, expect, it } from 'vitest';
import { pendingKey } from '../../local-store/db';
import { entry, journal, shadow, user } from '../data/queries/test-records';
import { freshStore } from '../../local-store/fake-store';
import {
  forgetSeenEntry,
  markFollowSeen,
  rememberSeenEntries,
  rememberShadowCounts,
} from './seen-entries';

const NOW = Date.parse('2031-01-15T12:00:00Z');
const ada = user('ada');
const bo = user('bo');
const bos = journal(bo, { slug: 'scales', title: 'Scales' });
const day = (d: number) => `2031-01-${String(d).padStart(2, '0')}T10:00:00.000Z`;

describe('entries read from someone else’s pages', () => {
  it('are kept as seen, over an earlier seen copy but never over a synced or pending entry', async () => {
    const db = freshStore();
    const [synced, pending, older, fresh] = [1, 2, 3, 4].map((d) => entry(bos, bo, day(d)));
    await db.entries.bulkPut([synced!, pending!, { ...older!, notes: 'old', $seen: NOW - 1 }]);
    await db.pendingRecords.put({
      key: pendingKey('entry', pending!.id),
      kind: 'entry',
      recordId: pending!.id,
      base: null,
      pending: ['m'],
    });
    const read = [synced, pending, older, fresh].map((e) => ({ ...e!, notes: 'server' }));
    await rememberSeenEntries(db, read, NOW);
    const held = await db.entries.bulkGet(read.map((e) => e.id));
    expect(held.map((e) => [e?.notes, e?.$seen])).toEqual([
      ['', undefined],
      ['', undefined],
      ['server', NOW],
      ['server', NOW],
    ]);
  });

  it('go when the server no longer shows them, unless they are the user’s own', async () => {
    const db = freshStore();
    const [own, seen] = [1, 2].map((d) => entry(bos, bo, day(d)));
    await db.entries.bulkPut([own!, { ...seen!, $seen: NOW }]);
    await forgetSeenEntry(db, own!.id);
    await forgetSeenEntry(db, seen!.id);
    expect(await db.entries.count()).toBe(1);
    expect(await db.entries.get(own!.id)).toEqual(own);
  });
});

describe('the new-entries count of a followed journal', () => {
  it('is cleared when the journal is opened, as the server does', async () => {
    const db = freshStore();
    await db.shadows.put({ ...shadow(bos, day(1)), newEntries: 3 });
    await markFollowSeen(db, bos.id, NOW);
    expect(await db.shadows.get(bos.id)).toMatchObject({
      newEntries: 0,
      last_seen_at: new Date(NOW).toISOString(),
    });
  });

  it('takes the server’s counts, but leaves a shadow waiting to be sent as it is', async () => {
    const db = freshStore();
    const other = journal(ada, { slug: 'other' });
    await db.shadows.bulkPut([shadow(bos, day(1)), shadow(other, day(1))]);
    await db.pendingRecords.put({
      key: pendingKey('shadow', other.id),
      kind: 'shadow',
      recordId: other.id,
      base: null,
      pending: ['m'],
    });
    const { id: _a, ...fromServer } = { ...shadow(bos, day(1)), newEntries: 2 };
    const { id: _b, ...otherFromServer } = { ...shadow(other, day(1)), newEntries: 5 };
    await rememberShadowCounts(db, [fromServer, otherFromServer]);
    expect((await db.shadows.get(bos.id))?.newEntries).toBe(2);
    expect((await db.shadows.get(other.id))?.newEntries).toBe(0);
  });
});
