import { describe, expect, it } from 'vitest';
import { entry, journal, user } from '../data/queries/test-records';
import { freshStore } from '../../local-store/fake-store';
import { aPerson } from '../test/people';
import {
  byYearStarted,
  collaborationsOf,
  entriesBy,
  entryCounts,
  heldProfile,
} from './profile-queries';

const NOW = Date.parse('2031-01-15T12:00:00Z');
const ada = user('ada');
const bo = user('Bo');
const adaRef = aPerson('ada', { id: ada.id });

describe('a profile as this device holds it', () => {
  it('finds the user in any case and lists their journals, not a private one seen by link', async () => {
    const db = freshStore();
    const scales = journal(bo, { slug: 'scales', created_at: '2030-05-01T00:00:00.000Z' });
    const diary = journal(bo, { slug: 'diary', private: true });
    await db.users.put({ ...bo, $seen: NOW });
    await db.journals.bulkPut([
      { ...scales, $seen: NOW },
      { ...diary, $seen: NOW },
    ]);
    const held = await heldProfile(db, 'bo');
    expect(held?.user.id).toBe(bo.id);
    expect(held?.journals.map((j) => j.slug)).toEqual(['scales']);
    expect(await heldProfile(db, 'cy')).toBeNull();
  });

  it('lists the journals the user collaborates on, counts entries and keeps a user’s newest first', async () => {
    const db = freshStore();
    const band = journal(bo, { slug: 'band', title: 'Band', collaborators: [adaRef] });
    const seenBand = journal(bo, { slug: 'seen', collaborators: [adaRef] });
    const own = journal(ada, { slug: 'own', collaborators: [adaRef] });
    await db.journals.bulkPut([band, { ...seenBand, $seen: NOW }, own]);
    expect((await collaborationsOf(db, ada.id)).map((j) => j.slug)).toEqual(['band']);
    const days = ['2031-01-02', '2031-01-03', '2031-01-01'].map((d) => `${d}T10:00:00.000Z`);
    await db.entries.bulkPut(days.map((iso) => entry(band, bo, iso)));
    expect(await entryCounts(db, [band.id, own.id])).toEqual(
      new Map([
        [band.id, 3],
        [own.id, 0],
      ]),
    );
    expect((await entriesBy(db, bo.id, 2)).map((e) => e.created_at)).toEqual([days[1], days[0]]);
  });

  it('groups journals by the year they were started, the newest year first', () => {
    const started = (iso: string) => ({ created_at: iso });
    expect(
      byYearStarted([
        started('2029-03-01T00:00:00Z'),
        started('2031-01-01T00:00:00Z'),
        started('2029-12-01T00:00:00Z'),
      ]).map(([year, journals]) => [year, journals.length]),
    ).toEqual([
      ['2031', 1],
      ['2029', 2],
    ]);
  });
});
