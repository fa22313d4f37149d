import { describe, expect, it } from 'vitest';
import type { SendOutcome, StoredMutation } from '../../../contract/outbox';
import type { SyncChange } from '../../../contract/sync';
import { storeSavedUser, storeSignedInUser } from '../store-user';
import { editEntry, newTextEntry } from '../actions/entries';
import { newJournal } from '../actions/journals';
import type { ActionContext } from '../actions/context';
import { requestOfMutation } from '../../../local-store/mutation-request';
import { freshStore } from '../../../local-store/fake-store';
import { aPerson } from '../../test/people';
import { createSyncEngine } from './engine';
import type { SyncSignal } from './types';

const user = aPerson('ada');

/** An engine over a fresh database, with a transport that answers from a script. */
function setup(
  answer: (m: StoredMutation) => SendOutcome = () => ({ kind: 'done', status: 200, body: null }),
) {
  const db = freshStore();
  const clock = { now: Date.parse('2026-11-22T09:00:00Z') };
  const sent: StoredMutation[] = [];
  const signals: SyncSignal[] = [];
  let pages: { changes: SyncChange[]; cursor: string; more: boolean }[] = [];
  const reads = { count: 0, whileOnTheWay: async (_read: number) => {} };
  const engine = createSyncEngine({
    db,
    transport: { send: (m) => (sent.push(m), Promise.resolve(answer(m))) },
    get: async () => {
      const body = pages.shift() ?? { changes: [], cursor: '9', more: false };
      await reads.whileOnTheWay((reads.count += 1));
      return { status: 200, body };
    },
    now: () => clock.now,
    random: () => 0.5,
    withLock: (work) => work(),
    signal: (s) => signals.push(s),
  });
  const ctx = (): ActionContext => ({ now: (clock.now += 1000), user });
  return { db, clock, sent, signals, engine, ctx, reads, serve: (p: typeof pages) => (pages = p) };
}

describe('the sync engine', () => {
  it('shows a write at once and sends the queue in order, a journal before its entries', async () => {
    const { db, engine, ctx, sent } = setup((m) => ({
      kind: 'done',
      status: 201,
      body: m.patch.op === 'create' ? m.patch.record : null,
    }));
    const journal = newJournal({ title: 'Scales' }, ctx());
    const entry = newTextEntry({ journal_id: journal.recordId, notes: 'C major' }, ctx());
    await engine.write(journal);
    await engine.write(entry);
    expect(await db.entries.get(entry.recordId)).toMatchObject({ notes: 'C major' });
    expect(await db.outbox.count()).toBe(2);
    expect(await engine.push()).toBe('idle');
    expect(sent.map((m) => requestOfMutation(m).path)).toEqual(['journals', 'entries']);
    expect(sent.map((m) => m.id)).toEqual([journal.id, entry.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.pendingRecords.count()).toBe(0);
    expect(await db.entries.get(entry.recordId)).toMatchObject({
      id: entry.recordId,
      notes: 'C major',
    });
  });

  it('waits out its backoff after a failure, keeping the mutation first in line', async () => {
    let down = true;
    const { db, engine, ctx, clock, sent } = setup(() =>
      down ? { kind: 'retry', reason: 'fetch failed' } : { kind: 'done', status: 201, body: null },
    );
    await engine.write(newJournal({ title: 'One' }, ctx()));
    await engine.write(newJournal({ title: 'Two' }, ctx()));
    expect(await engine.push()).toBe('waiting');
    expect(await engine.push()).toBe('waiting');
    expect(sent).toHaveLength(1);
    const head = await db.outbox.orderBy('seq').first();
    expect(head).toMatchObject({ attempts: 1, lastError: 'fetch failed' });
    down = false;
    clock.now = head!.notBefore;
    expect(await engine.push()).toBe('idle');
    expect(sent.map((m) => (requestOfMutation(m).json as { title: string }).title)).toEqual([
      'One',
      'One',
      'Two',
    ]);
  });

  it('keeps what a refused write made, says why, and raises the plus overlay on 402', async () => {
    const { db, engine, ctx, signals } = setup(() => ({
      kind: 'refused',
      status: 402,
      message: 'You have reached the free limit of 100 entries.',
    }));
    const entry = newTextEntry({ journal_id: user.id, notes: 'one too many' }, ctx());
    await engine.write(entry);
    expect(await engine.push()).toBe('idle');
    expect(await db.entries.get(entry.recordId)).toBeUndefined();
    expect(await db.rejected.get(entry.id)).toMatchObject({
      status: 402,
      snapshot: { notes: 'one too many' },
    });
    expect(signals.map((s) => s.type)).toEqual(['rejected', 'plus-required']);
  });

  it('stops on 401 and keeps every mutation for after the next sign-in', async () => {
    let signedIn = false;
    const { db, engine, ctx } = setup(() =>
      signedIn ? { kind: 'done', status: 201, body: null } : { kind: 'signed-out' },
    );
    await engine.write(newJournal({ title: 'Kept' }, ctx()));
    expect(await engine.push()).toBe('signed-out');
    expect(await db.outbox.count()).toBe(1);
    signedIn = true;
    expect(await engine.push()).toBe('idle');
  });

  it('keeps an unsent edit in view when a pull brings an older server version', async () => {
    const { db, engine, ctx, serve } = setup(() => ({ kind: 'retry', reason: 'offline' }));
    const id = '0193a000-0000-7000-8000-0000000000e1';
    const server = (notes: string, last_modified: string) => ({
      id,
      journal_id: user.id,
      notes,
      last_modified,
    });
    serve([
      {
        changes: [
          {
            kind: 'entry',
            id,
            seq: 1,
            deleted: false,
            record: server('first', '2026-11-22T08:00:00.000Z') as never,
          },
        ],
        cursor: '1',
        more: false,
      },
    ]);
    await engine.pull();
    await engine.write(editEntry(id, { notes: 'mine, offline' }, ctx()));
    serve([
      {
        changes: [
          {
            kind: 'entry',
            id,
            seq: 2,
            deleted: false,
            record: server('theirs', '2026-11-22T08:30:00.000Z') as never,
          },
        ],
        cursor: '2',
        more: false,
      },
    ]);
    await engine.pull();
    expect(await db.entries.get(id)).toMatchObject({ notes: 'mine, offline' });
    expect((await db.pendingRecords.toArray())[0]?.base).toMatchObject({ notes: 'theirs' });
    serve([
      {
        changes: [{ kind: 'entry', id, seq: 3, deleted: true, record: null }],
        cursor: '3',
        more: false,
      },
    ]);
    await engine.pull();
    expect(await db.entries.get(id)).toBeUndefined();
    expect(await db.meta.get('cursor')).toMatchObject({ value: '3' });
  });

  it('does not bring back a record whose late creation answer follows its pulled deletion', async () => {
    let answer: SendOutcome = { kind: 'retry', reason: 'the answer was lost' };
    const { db, engine, ctx, serve } = setup(() => answer);
    const entry = newTextEntry({ journal_id: user.id, notes: 'short-lived' }, ctx());
    await engine.write(entry);
    await engine.push();
    // Meanwhile another device deleted it; this device pulls that before its retry is answered.
    serve([
      {
        changes: [{ kind: 'entry', id: entry.recordId, seq: 4, deleted: true, record: null }],
        cursor: '4',
        more: false,
      },
    ]);
    await engine.pull();
    answer = {
      kind: 'done',
      status: 201,
      body: entry.patch.op === 'create' ? entry.patch.record : null,
    };
    const head = await db.outbox.orderBy('seq').first();
    await db.outbox.update(head!.seq, { notBefore: 0 });
    expect(await engine.push()).toBe('idle');
    expect(await db.entries.get(entry.recordId)).toBeUndefined();
    expect(await db.pendingRecords.count()).toBe(0);
  });

  it('keeps an account change saved while a pull was on its way, reading that page again', async () => {
    const { db, engine, reads, serve } = setup();
    const account = (timezone: string) => ({ ...user, timezone }) as never;
    const userChange = (seq: number, timezone: string): SyncChange => ({
      kind: 'user',
      id: user.id,
      seq,
      deleted: false,
      record: account(timezone),
    });
    // The server read the first page before the save committed; read again, it has the save.
    serve([
      { changes: [userChange(5, 'Asia/Tokyo')], cursor: '5', more: false },
      { changes: [userChange(6, 'Europe/Berlin')], cursor: '6', more: false },
    ]);
    reads.whileOnTheWay = async (read) => {
      if (read === 1) await storeSavedUser(db, account('Europe/Berlin'));
    };
    await engine.pull();
    expect(reads.count).toBe(2);
    expect(await db.users.get(user.id)).toMatchObject({ timezone: 'Europe/Berlin' });
    expect(await db.meta.get('cursor')).toMatchObject({ value: '6' });

    // With no save meanwhile (a plain read of the account, as at start, is none), a page is
    // read once and merged.
    serve([{ changes: [userChange(7, 'Asia/Tokyo')], cursor: '7', more: false }]);
    reads.whileOnTheWay = async () => {
      await storeSignedInUser(db, account('Europe/Berlin'));
    };
    await engine.pull();
    expect(reads.count).toBe(3);
    expect(await db.users.get(user.id)).toMatchObject({ timezone: 'Asia/Tokyo' });
  });
});
