import { afterEach, describe, expect, it } from 'vitest';
import type { EntrySearchFilters } from '../contract/search';
import type { RitualDb } from '../local-store/db';
import { freshStore } from '../local-store/fake-store';
import { followDevice, type DeviceIndex } from './device-index';
import { unpackIndex } from './kept-index';
import { aJournal, anEntry } from './search-records.test-util';

const piano = aJournal({ title: 'Piano', slug: 'piano' });
const pages = aJournal({ title: 'Morning pages', slug: 'pages' });

let open: DeviceIndex[] = [];
afterEach(() => {
  for (const device of open) device.close();
  open = [];
});

/** A device with its records, the kept indexes (by user) and who is signed in. */
function aDevice(db: RitualDb = freshStore(), kept = new Map<string, unknown>()) {
  const session = { userId: 'ada' as string | null };
  const device = followDevice({
    db,
    signedIn: () => Promise.resolve(session.userId),
    load: (userId) => Promise.resolve(kept.get(userId)),
    save: (userId, index) => {
      kept.set(userId, structuredClone(index));
      return Promise.resolve();
    },
    saveMs: 10,
    dayOf: (ms) => new Date(ms).toISOString().slice(0, 10),
  });
  open.push(device);
  const ids = async (query: string, filters: EntrySearchFilters = {}) =>
    (await device.search(query, filters)).map((hit) => hit.id);
  return { db, kept, session, device, ids };
}

describe('the device’s search', () => {
  it('answers with what a results line shows', async () => {
    const { db, device } = aDevice();
    const entry = anEntry(piano, 'Slow Étude, then #scales', { private: true });
    await db.journals.bulkPut([piano, pages]);
    await db.entries.put(entry);
    expect(await device.search('etude', {})).toEqual([
      {
        id: entry.id,
        journal_id: piano.id,
        journal_title: 'Piano',
        user: 'ada',
        journal_slug: 'piano',
        type: 'text',
        created_at: entry.created_at,
        private: true,
        snippet: { text: 'Slow Étude, then #scales', marks: [[5, 10]] },
        score: expect.any(Number) as number,
      },
    ]);
    expect(await device.tagCounts()).toEqual([{ tag: 'scales', count: 1 }]);
  });

  it('follows writes, deletions and moves', async () => {
    const { db, device, ids } = aDevice();
    await db.journals.bulkPut([piano, pages]);
    const entry = anEntry(piano, 'arpeggios');
    await db.entries.put(entry);
    expect(await ids('arpeggios')).toEqual([entry.id]);

    await db.entries.update(entry.id, {
      notes: 'chords #harmony',
      last_modified: '2031-03-01T00:00:00.000Z',
    });
    expect(await ids('arpeggios')).toEqual([]);
    expect(await ids('chords')).toEqual([entry.id]);

    await db.entries.update(entry.id, { journal_id: pages.id });
    expect(await ids('chords', { journal: pages.id })).toEqual([entry.id]);
    expect(await ids('morning chords')).toEqual([entry.id]);

    await db.entries.delete(entry.id);
    expect(await ids('chords')).toEqual([]);
    expect(await device.tagCounts()).toEqual([]);
  });

  it('takes a write within a second without being asked', async () => {
    const { db, kept, ids } = aDevice();
    await db.journals.put(piano);
    expect(await ids('anything')).toEqual([]);
    await db.entries.put(anEntry(piano, 'written elsewhere'));
    // What is kept shows the index took the write on its own (a question would flush it).
    await expect
      .poll(async () => JSON.stringify(await unpackIndex(kept.get('ada'))).includes('written'), {
        timeout: 1_000,
      })
      .toBe(true);
  });

  it('takes a pull of many entries at once, and a journal’s new title', async () => {
    const { db, ids } = aDevice();
    expect(await ids('scales')).toEqual([]);
    const pulled = Array.from({ length: 60 }, (_, i) => anEntry(piano, `scales ${i}`));
    await db.entries.bulkPut(pulled);
    await db.journals.put(piano);
    expect(await ids('scales')).toHaveLength(50);
    expect(await ids('piano 7')).toEqual([pulled[7]!.id]);

    await db.journals.update(piano.id, { title: 'Keyboard' });
    expect(await ids('keyboard 7')).toEqual([pulled[7]!.id]);
    expect(await ids('piano')).toEqual([]);
  });

  it('leaves out others’ public entries kept for offline reading', async () => {
    const { db, ids } = aDevice();
    await db.entries.put({ ...anEntry(piano, 'their scales'), $seen: 1 });
    expect(await ids('scales')).toEqual([]);
  });

  it('loads the kept index on the next visit and catches up on what changed meanwhile', async () => {
    const first = aDevice();
    const { db, kept } = first;
    await db.journals.put(piano);
    const stays = anEntry(piano, 'stays');
    const goes = anEntry(piano, 'goes');
    await db.entries.bulkPut([stays, goes]);
    expect(await first.ids('stays')).toEqual([stays.id]);
    first.device.close();

    // While no worker ran: one entry deleted, one written.
    await db.entries.delete(goes.id);
    const added = anEntry(piano, 'added');
    await db.entries.put(added);

    const next = aDevice(db, kept);
    expect(await next.ids('stays')).toEqual([stays.id]);
    expect(await next.ids('goes')).toEqual([]);
    expect(await next.ids('added')).toEqual([added.id]);
  });

  it('builds the index again when what was kept is unreadable', async () => {
    const kept = new Map<string, unknown>([['ada', new Uint8Array([1, 2, 3])]]);
    const { db, ids } = aDevice(freshStore(), kept);
    await db.journals.put(piano);
    const entry = anEntry(piano, 'scales');
    await db.entries.put(entry);
    expect(await ids('scales')).toEqual([entry.id]);
  });

  it('is the signed-in account’s: nothing signed out, its own index for another', async () => {
    const { db, kept, session, ids } = aDevice();
    await db.journals.put(piano);
    await db.entries.put(anEntry(piano, 'ada’s scales'));
    expect(await ids('scales')).toHaveLength(1);

    session.userId = null;
    expect(await ids('scales')).toEqual([]);

    // The device was handed over: the records are cleared, then the other account's arrive.
    await db.entries.clear();
    session.userId = 'bob';
    const bobs = anEntry(piano, 'bob’s chords');
    await db.entries.put(bobs);
    expect(await ids('scales')).toEqual([]);
    expect(await ids('chords')).toEqual([bobs.id]);
    // Kept just after the first answer, not before it.
    await expect.poll(() => kept.has('bob')).toBe(true);
  });
});
