import { describe, expect, it } from 'vitest';
import type { DailyLog } from '../../../contract/daily-log';
import type { Journal } from '../../../contract/journals';
import { journal as journalOf } from '../../data/queries/test-records';
import { aPerson } from '../../test/people';
import { sidebarJournals } from './sidebar-journals';

const owner = aPerson('ada');
let next = 0;
const journal = (title: string): Journal =>
  journalOf(owner, {
    id: `01900000-0000-7000-8000-${(++next).toString().padStart(12, '0')}`,
    slug: title.toLowerCase(),
    title,
    created_at: '2026-11-01T10:00:00.000Z',
  });
const logged = (j: Journal, position: number, today: boolean): DailyLog[number] => ({
  id: `01900000-0000-7000-8000-1${j.id.slice(-11)}`,
  journal_id: j.id,
  position,
  reminder: null,
  created_at: '2026-11-01T10:00:00.000Z',
  last_modified: '2026-11-01T10:00:00.000Z',
  journal: j,
  streak: { current: today ? 1 : 0, longest: 1, last: null, today },
});

describe('sidebarJournals', () => {
  const running = journal('Running');
  const pottery = journal('Pottery');
  const reading = journal('Reading');

  it('lists the daily log first in its order, then the other journals', () => {
    const list = sidebarJournals(
      [logged(reading, 0, true), logged(running, 1, false)],
      [running, pottery, reading],
    );
    expect(list.map((item) => item.journal.title)).toEqual(['Reading', 'Running', 'Pottery']);
    expect(list.map((item) => item.inLog)).toEqual([true, true, false]);
  });

  it('marks a log journal logged today only when its streak says so', () => {
    const list = sidebarJournals([logged(reading, 0, true), logged(running, 1, false)], []);
    expect(list.map((item) => item.loggedToday)).toEqual([true, false]);
  });

  it('keeps a log journal that is not the user’s own (a collaboration)', () => {
    const theirs = { ...journal('Shared'), user_id: '01900000-0000-7000-8000-0000000000b2' };
    const list = sidebarJournals([logged(theirs, 0, false)], [pottery]);
    expect(list.map((item) => item.journal.title)).toEqual(['Shared', 'Pottery']);
  });

  it('lists the journals in their own order without a daily log', () => {
    expect(sidebarJournals([], [running, pottery]).map((item) => item.journal.title)).toEqual([
      'Running',
      'Pottery',
    ]);
  });
});
