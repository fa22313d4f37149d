import { describe, expect, it } from 'vitest';
import type { Journal } from '../../contract/journals';
import { pendingKey, type RitualDb } from '../../local-store/db';
import { freshStore } from '../../local-store/fake-store';
import { entry, journal, user } from './queries/test-records';
import { rememberJournalPage, rememberProfile, type JournalPage } from './seen-pages';

const NOW = Date.parse('2031-01-15T12:00:00Z');
const LATER = NOW + 60_000;
const ada = user('ada');
const bo = user('bo', { timezone: 'Europe/Paris' });

const day = (d: number) => `2031-01-${String(d).padStart(2, '0')}T10:00:00.000Z`;
const page = (
  of: Journal,
  entries = [1, 2, 3].map((d) => entry(of, bo, day(d))),
  next: string | null = null,
): JournalPage => ({
  ...of,
  entries: [...entries].reverse(),
  next,
});

const markPending = (db: RitualDb, kind: 'journal' | 'entry', recordId: string) =>
  db.pendingRecords.put({
    key: pendingKey(kind, recordId),
    kind,
    recordId,
    base: null,
    pending: ['m'],
  });

describe('rememberJournalPage', () => {
  const bos = journal(bo, { slug: 'scales', title: 'Scales' });

  it('keeps a public journal someone opened, with its entries, marked as seen', async () => {
    const db = freshStore();
    await rememberJournalPage(db, page(bos), NOW);
    expect(await db.journals.get(bos.id)).toEqual({ ...bos, $seen: NOW });
    const kept = await db.entries.where('journal_id').equals(bos.id).toArray();
    expect(kept.map((e) => [e.created_at, e.$seen])).toEqual([
      [day(1), NOW],
      [day(2), NOW],
      [day(3), NOW],
    ]);
  });

  it('refreshes what it saw before, and drops a seen entry the page no longer shows', async () => {
    const db = freshStore();
    const entries = [1, 2, 3].map((d) => entry(bos, bo, day(d)));
    await rememberJournalPage(db, page(bos, entries), NOW);
    const edited = { ...entries[2]!, notes: 'edited' };
    await rememberJournalPage(db, page({ ...bos, title: 'Renamed' }, [entries[0]!, edited]), LATER);
    expect(await db.journals.get(bos.id)).toMatchObject({ title: 'Renamed', $seen: LATER });
    const kept = await db.entries.where('journal_id').equals(bos.id).toArray();
    expect(kept.map((e) => [e.id, e.notes])).toEqual([
      [entries[0]!.id, ''],
      [edited.id, 'edited'],
    ]);
  });

  it('keeps seen entries older than a page that has more', async () => {
    const db = freshStore();
    const entries = [1, 2, 3, 4].map((d) => entry(bos, bo, day(d)));
    await rememberJournalPage(db, page(bos, entries), NOW);
    // the newest two, with a cursor to the rest: entries 1 and 2 were not asked for
    await rememberJournalPage(db, page(bos, entries.slice(2), entries[1]!.id), LATER);
    expect(await db.entries.count()).toBe(4);
  });

  it('never overwrites a record the user syncs, nor one with changes not yet sent', async () => {
    const db = freshStore();
    const shared = journal(bo, { slug: 'duets', title: 'Duets', collaborators: [ada] });
    const [synced, pending, gone] = [1, 2, 3].map((d) => entry(shared, ada, day(d)));
    await db.journals.put(shared);
    await db.entries.bulkPut([synced!, { ...pending!, notes: 'typed offline' }]);
    await markPending(db, 'entry', pending!.id);
    await markPending(db, 'entry', gone!.id);
    const served = [synced, pending, gone].map((e) => ({ ...e!, notes: 'from the page' }));
    await rememberJournalPage(db, page({ ...shared, title: 'Old title' }, served), NOW);
    expect(await db.journals.get(shared.id)).toEqual(shared);
    expect(await db.entries.get(synced!.id)).toEqual(synced);
    expect(await db.entries.get(pending!.id)).toMatchObject({ notes: 'typed offline' });
    // a pending deletion stays deleted
    expect(await db.entries.get(gone!.id)).toBeUndefined();
  });
});

describe('rememberProfile', () => {
  const scales = journal(bo, { slug: 'scales', title: 'Scales' });
  const sketches = journal(bo, { slug: 'sketches', title: 'Sketches', created_at: day(2) });
  // Bo's profile as anyone else reads it: no email, plan, free limit or timezone.
  const profile = (journals: Journal[]) => {
    const {
      email: _e,
      email_confirmed: _c,
      pending_email: _p,
      newsletter: _n,
      plus: _plus,
      freeEntryLimit: _limit,
      ...open
    } = bo;
    return { ...open, timezone: null, journals };
  };

  it('keeps the user and the journals they show, marked as seen', async () => {
    const db = freshStore();
    await rememberProfile(db, profile([scales, sketches]), NOW);
    expect(await db.users.get(bo.id)).toMatchObject({
      ritual_user: 'bo',
      timezone: null,
      journals: [
        { id: scales.id, slug: 'scales', title: 'Scales' },
        { id: sketches.id, slug: 'sketches', title: 'Sketches' },
      ],
      $seen: NOW,
    });
    expect(await db.journals.get(sketches.id)).toEqual({ ...sketches, $seen: NOW });
  });

  it('drops a seen public journal no longer listed, with its seen entries, but keeps a private one', async () => {
    const db = freshStore();
    const byLink = journal(bo, { slug: 'by-link', private: true, created_at: day(3) });
    await rememberJournalPage(db, page(sketches), NOW);
    await rememberJournalPage(db, page(byLink), NOW);
    await rememberProfile(db, profile([scales]), LATER);
    expect(await db.journals.get(sketches.id)).toBeUndefined();
    expect(await db.entries.where('journal_id').equals(sketches.id).count()).toBe(0);
    expect(await db.journals.get(byLink.id)).toMatchObject({ $seen: NOW });
    expect(await db.journals.get(scales.id)).toMatchObject({ $seen: LATER });
  });

  it('leaves the user’s own record and synced journals to sync', async () => {
    const db = freshStore();
    const adas = journal(ada, { slug: 'mine', title: 'Mine' });
    await db.users.put(ada);
    await db.journals.put(adas);
    await rememberProfile(
      db,
      { ...ada, ritual_user: 'stale', journals: [{ ...adas, title: 'Stale' }] },
      NOW,
    );
    expect(await db.users.get(ada.id)).toEqual(ada);
    expect(await db.journals.get(adas.id)).toEqual(adas);
  });

  it('does not write a seen copy of the signed-in user’s own profile before sync brings it', async () => {
    const db = freshStore();
    await rememberProfile(db, { ...ada, journals: [] }, NOW);
    expect(await db.users.get(ada.id)).toBeUndefined();
  });
});
