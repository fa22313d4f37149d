import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openLocalStore } from '../../../local-store/db';
import { freshStore } from '../../../local-store/fake-store';
import { entryById, entryNeighbours, journalEntries } from './entries';
import { entry, journal, user } from './test-records';

describe('entry queries', () => {
  const ada = user('ada');
  const scales = journal(ada, { slug: 'scales' });
  const other = journal(ada, { slug: 'other' });
  const days = ['2031-01-03', '2031-01-01', '2031-01-04', '2031-01-02'];
  const entries = days.map((day) => entry(scales, ada, `${day}T10:00:00.000Z`, { notes: day }));

  it('lists a journal’s entries newest first, whatever order they arrived in', async () => {
    const db = freshStore();
    await db.entries.bulkPut([...entries, entry(other, ada, '2031-01-05T00:00:00.000Z')]);
    const notes = (await journalEntries(db, scales.id)).map((e) => e.notes);
    expect(notes).toEqual(['2031-01-04', '2031-01-03', '2031-01-02', '2031-01-01']);
  });

  it('gives the newest few when asked for a limit, from this journal only', async () => {
    const db = freshStore();
    await db.entries.bulkPut([...entries, entry(other, ada, '2031-01-09T00:00:00.000Z')]);
    const notes = (await journalEntries(db, scales.id, 2)).map((e) => e.notes);
    expect(notes).toEqual(['2031-01-04', '2031-01-03']);
  });

  it('finds the newer and the older entry beside one, in its journal only, null at the ends', async () => {
    const db = freshStore();
    const elsewhere = entry(other, ada, '2031-01-02T12:00:00.000Z');
    await db.entries.bulkPut([...entries, elsewhere]);
    const byDay = (day: string) => entries[days.indexOf(day)]!;
    const around = async (day: string) => {
      const { newer, older } = await entryNeighbours(db, scales.id, byDay(day).id);
      return [newer?.notes ?? null, older?.notes ?? null];
    };
    expect(await around('2031-01-02')).toEqual(['2031-01-03', '2031-01-01']);
    expect(await around('2031-01-04')).toEqual([null, '2031-01-03']);
    expect(await around('2031-01-01')).toEqual(['2031-01-02', null]);
  });

  it('finds an entry by id, and answers null for one not held here', async () => {
    const db = freshStore();
    await db.entries.bulkPut(entries);
    expect(await entryById(db, entries[0]!.id)).toMatchObject({ notes: '2031-01-03' });
    expect(await entryById(db, entry(other, ada, '2031-02-01T00:00:00.000Z').id)).toBeNull();
  });

  it('keeps the entries a version 1 store held, and finds them through the version 2 index', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('upgraded', { indexedDB, IDBKeyRange });
    old.version(1).stores({ entries: 'id, journal_id, user_id' });
    await old.table('entries').bulkPut(entries);
    old.close();

    const db = openLocalStore('upgraded', { indexedDB, IDBKeyRange });
    const notes = (await journalEntries(db, scales.id, 3)).map((e) => e.notes);
    // Without the new index Dexie would refuse the query: "[journal_id+id] is not indexed".
    expect(notes).toEqual(['2031-01-04', '2031-01-03', '2031-01-02']);
    db.close();
  });
});
