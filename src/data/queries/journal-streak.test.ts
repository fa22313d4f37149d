import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { journalStreak } from './journal-streak';
import { entry, journal, user } from './test-records';

const NOW = Date.parse('2031-01-15T12:00:00Z');

describe('journalStreak', () => {
  const ada = user('ada', { timezone: 'America/Los_Angeles' });
  const bo = user('bo', { timezone: 'Asia/Tokyo' });
  const scales = journal(ada, { title: 'Scales' });
  // Los Angeles: the 13th and the 14th (yesterday); Tokyo: the 14th and the 15th (today).
  const entries = [
    entry(scales, ada, '2031-01-14T06:30:00.000Z'),
    entry(scales, bo, '2031-01-14T16:00:00.000Z'),
  ];

  it('counts every entry of the journal in the viewer’s time zone', async () => {
    const db = freshStore();
    await db.users.bulkPut([ada, bo]);
    await db.journals.put(scales);
    await db.entries.bulkPut(entries);
    expect(await journalStreak(db, scales.id, bo.id, { now: NOW })).toEqual({
      current: 2,
      longest: 2,
      last: { start: '2031-01-14', end: '2031-01-15', length: 2 },
      today: true,
      timezone: 'Asia/Tokyo',
    });
  });

  it('counts in the owner’s time zone for a visitor, without naming it', async () => {
    const db = freshStore();
    await db.users.bulkPut([ada, bo]);
    await db.journals.put(scales);
    await db.entries.bulkPut(entries);
    expect(await journalStreak(db, scales.id, null, { now: NOW })).toMatchObject({
      current: 2,
      last: { start: '2031-01-13', end: '2031-01-14', length: 2 },
      today: false,
      timezone: null,
    });
  });

  it('answers null for a journal not held here', async () => {
    expect(await journalStreak(freshStore(), scales.id, ada.id, { now: NOW })).toBeNull();
  });
});
