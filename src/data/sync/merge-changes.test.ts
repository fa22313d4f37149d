import { describe, expect, it } from 'vitest';
import type { SyncChange } from '../../../contract/sync';
import { editEntry } from '../actions/entries';
import type { RitualDb } from '../../../local-store/db';
import { freshStore } from '../../../local-store/fake-store';
import { aPerson } from '../../test/people';
import { mergeChanges } from './merge-changes';
import { createSyncEngine } from './engine';

const user = aPerson('ada');
const journalId = '0193a000-0000-7000-8000-0000000000a1';
const entryId = (n: number) => `0193a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const entry = (n: number, notes: string, journal = journalId) => ({
  kind: 'entry' as const,
  id: entryId(n),
  seq: n,
  deleted: false,
  record: {
    id: entryId(n),
    journal_id: journal,
    user_id: user.id,
    notes,
    last_modified: `2026-11-22T09:00:0${n % 10}.000Z`,
  },
});
const gone = (kind: 'entry' | 'journal', id: string, seq: number) => ({
  kind,
  id,
  seq,
  deleted: true,
  record: null,
});

/** As the engine's pull does: one transaction, an async callback (Dexie follows its awaits). */
const merge = (db: RitualDb, changes: unknown[]) =>
  db.transaction('rw', db.tables, async () => {
    await mergeChanges(db, changes as SyncChange[]);
  });

describe('merging a pulled page', () => {
  it('stores new records, keeps the last change of a record seen twice, and applies deletions', async () => {
    const db = freshStore();
    await merge(db, [entry(1, 'one'), entry(2, 'two'), entry(3, 'three')]);
    await merge(db, [
      entry(1, 'one, edited'),
      entry(4, 'four'),
      gone('entry', entryId(2), 5),
      entry(4, 'four, edited'),
      // hidden, then shown again (a journal made private and public): it is there
      gone('entry', entryId(3), 6),
      entry(3, 'three, seen again'),
    ]);
    const notes = (await db.entries.toArray()).map((row) => row.notes).sort();
    expect(notes).toEqual(['four, edited', 'one, edited', 'three, seen again']);
  });

  it('drops the entries of a deleted journal, which the server sends no tombstones for', async () => {
    const db = freshStore();
    const other = '0193a000-0000-7000-8000-0000000000a2';
    await merge(db, [
      entry(1, 'kept', other),
      entry(2, 'in the deleted journal'),
      entry(3, 'also'),
    ]);
    await merge(db, [gone('journal', journalId, 9)]);
    expect((await db.entries.toArray()).map((row) => row.notes)).toEqual(['kept']);
  });

  it('keeps an unsent edit on top of the server version a page brings', async () => {
    const db = freshStore();
    const engine = createSyncEngine({
      db,
      transport: { send: () => Promise.resolve({ kind: 'retry', reason: 'offline' }) },
      get: () => Promise.resolve({ status: 503, body: null }),
      now: () => Date.parse('2026-11-22T10:00:00Z'),
      random: () => 0.5,
      withLock: (work) => work(),
    });
    await merge(db, [entry(1, 'as the server had it'), entry(2, 'untouched')]);
    await engine.write(
      editEntry(
        entryId(1),
        { notes: 'edited here, unsent' },
        { now: Date.parse('2026-11-22T10:00:00Z'), user },
      ),
    );
    // another device's older edit arrives in the same page as a new entry
    await merge(db, [entry(1, 'an older edit from elsewhere'), entry(3, 'new')]);
    expect((await db.entries.get(entryId(1)))?.notes).toBe('edited here, unsent');
    expect((await db.pendingRecords.get(`entry:${entryId(1)}`))?.base).toMatchObject({
      notes: 'an older edit from elsewhere',
    });
    expect(await db.entries.count()).toBe(3);
  });
});
