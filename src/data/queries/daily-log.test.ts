import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { dailyLog } from './daily-log';
import { entry, journal, logItem, user } from './test-records';

/** 2031-01-15 04:00 in Los Angeles, 21:00 in Tokyo. */
const NOW = Date.parse('2031-01-15T12:00:00Z');

describe('dailyLog', () => {
  const ada = user('ada', { timezone: 'America/Los_Angeles' });
  const bo = user('bo');
  const scales = journal(ada, { slug: 'scales', title: 'Scales' });
  const duets = journal(bo, { slug: 'duets', title: 'Duets', collaborators: [ada] });
  const secret = journal(bo, { slug: 'secret', title: 'Secret', private: true });

  it('shows the log in the user’s order, each journal with its streak from every poster', async () => {
    const db = freshStore();
    await db.users.put(ada);
    await db.journals.bulkPut([scales, duets]);
    await db.logItems.bulkPut([logItem(duets, 2), logItem(scales, 1)]);
    // Los Angeles days: Duets has the 13th (Bo) and the 14th (Ada): a run up to yesterday;
    // Scales has today (03:00).
    await db.entries.bulkPut([
      entry(duets, bo, '2031-01-14T06:00:00.000Z'),
      entry(duets, ada, '2031-01-14T20:00:00.000Z'),
      entry(scales, ada, '2031-01-15T11:00:00.000Z'),
    ]);
    const log = await dailyLog(db, ada.id, { now: NOW });
    expect(log.map((item) => [item.journal.title, item.streak])).toEqual([
      [
        'Scales',
        {
          current: 1,
          longest: 1,
          last: { start: '2031-01-15', end: '2031-01-15', length: 1 },
          today: true,
        },
      ],
      [
        'Duets',
        {
          current: 2,
          longest: 2,
          last: { start: '2031-01-13', end: '2031-01-14', length: 2 },
          today: false,
        },
      ],
    ]);
  });

  it('leaves out a journal not held here or no longer readable, and gives no streak without entries', async () => {
    const db = freshStore();
    await db.users.put(ada);
    await db.journals.bulkPut([scales, secret]);
    await db.logItems.bulkPut([logItem(scales, 0), logItem(secret, 1), logItem(duets, 2)]);
    const log = await dailyLog(db, ada.id, { now: NOW });
    expect(log.map((item) => [item.journal.title, item.streak.current, item.streak.last])).toEqual([
      ['Scales', 0, null],
    ]);
  });

  it('counts days in the browser’s zone until the user’s record arrives', async () => {
    const db = freshStore();
    await db.journals.put(scales);
    await db.logItems.put(logItem(scales, 0));
    // 01:00 today in Tokyo, 08:00 yesterday in Los Angeles
    await db.entries.put(entry(scales, ada, '2031-01-14T16:00:00.000Z'));
    const inTokyo = await dailyLog(db, ada.id, { now: NOW, fallbackTimeZone: 'Asia/Tokyo' });
    expect(inTokyo[0]?.streak.today).toBe(true);
    await db.users.put(ada);
    const inLosAngeles = await dailyLog(db, ada.id, { now: NOW, fallbackTimeZone: 'Asia/Tokyo' });
    expect(inLosAngeles[0]?.streak.today).toBe(false);
  });
});
