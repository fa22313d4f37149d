import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { statsOf } from './stats';
import { entry, journal, user } from './test-records';

/** 04:00 on the 15th in Los Angeles. */
const NOW = Date.parse('2031-01-15T12:00:00Z');

describe('statsOf', () => {
  const ada = user('ada', { timezone: 'America/Los_Angeles' });
  const bo = user('bo');
  const sketches = journal(ada, {
    title: 'Sketches',
    slug: 'sketches',
    private: true,
    hidden: true,
  });
  const shared = journal(bo, { title: 'Shared scales', slug: 'scales', collaborators: [ada] });
  const hiddenShared = journal(bo, {
    title: 'Hidden',
    slug: 'hidden',
    collaborators: [ada],
    hidden: true,
  });

  async function seeded() {
    const db = freshStore();
    await db.users.put(ada);
    await db.journals.bulkPut([sketches, shared, hiddenShared]);
    await db.entries.bulkPut([
      // Los Angeles: the 13th 22:30 and the 14th 08:00
      entry(sketches, ada, '2031-01-14T06:30:00.000Z'),
      entry(sketches, ada, '2031-01-14T16:00:00.000Z', { type: 'image' }),
      // made on the 15th, counted for the 11th
      entry(shared, ada, '2031-01-15T11:00:00.000Z', { streakDate: '2031-01-11' }),
      // not hers
      entry(shared, bo, '2031-01-15T11:30:00.000Z'),
      // hers, in a journal moderation hid from all but its owner
      entry(hiddenShared, ada, '2031-01-15T10:00:00.000Z'),
    ]);
    return db;
  }

  it('counts the user’s own entries in journals they may read, by days of their time zone', async () => {
    expect(await statsOf(await seeded(), ada.id, { now: NOW })).toEqual({
      timezone: 'America/Los_Angeles',
      totals: { entries: 3, journals: 2, days: 3 },
      perDay: { '2031-01-11': 1, '2031-01-13': 1, '2031-01-14': 1 },
      perType: { text: 2, image: 1, video: 0, audio: 0 },
      streak: {
        current: 2,
        longest: 2,
        last: { start: '2031-01-13', end: '2031-01-14', length: 2 },
        today: false,
      },
      journals: [
        { journal_id: sketches.id, title: 'Sketches', entries: 2, current: 2, longest: 2 },
        { journal_id: shared.id, title: 'Shared scales', entries: 1, current: 0, longest: 1 },
      ],
    });
  });

  it('with a journal counts only that one, even one without entries of theirs', async () => {
    const db = await seeded();
    const only = await statsOf(db, ada.id, { now: NOW, journal: shared.id });
    expect(only).toMatchObject({ totals: { entries: 1, journals: 1, days: 1 } });
    const theirs = await statsOf(db, bo.id, {
      now: NOW,
      journal: shared.id,
      fallbackTimeZone: 'UTC',
    });
    expect(theirs?.journals).toEqual([
      { journal_id: shared.id, title: 'Shared scales', entries: 1, current: 1, longest: 1 },
    ]);
    const empty = journal(ada, { title: 'Empty', created_at: '2031-01-02T00:00:00.000Z' });
    await db.journals.put(empty);
    expect(await statsOf(db, ada.id, { now: NOW, journal: empty.id })).toMatchObject({
      totals: { entries: 0, journals: 0, days: 0 },
      journals: [{ journal_id: empty.id, title: 'Empty', entries: 0, current: 0, longest: 0 }],
    });
  });

  it('finds the journal by its slug, the user’s own before one they write in', async () => {
    const db = await seeded();
    const bySlug = await statsOf(db, ada.id, { now: NOW, journal: shared.slug });
    expect(bySlug?.journals).toEqual([
      { journal_id: shared.id, title: 'Shared scales', entries: 1, current: 0, longest: 1 },
    ]);
    const ownTwin = journal(ada, { title: 'Mine', slug: shared.slug });
    await db.journals.put(ownTwin);
    const own = await statsOf(db, ada.id, { now: NOW, journal: shared.slug });
    expect(own?.journals.map((one) => one.journal_id)).toEqual([ownTwin.id]);
    expect(await statsOf(db, ada.id, { now: NOW, journal: 'no-such-journal' })).toBeNull();
  });

  it('answers null for a journal not held here or not readable', async () => {
    const db = await seeded();
    expect(await statsOf(db, ada.id, { now: NOW, journal: journal(bo).id })).toBeNull();
    expect(await statsOf(db, ada.id, { now: NOW, journal: hiddenShared.id })).toBeNull();
  });
});
