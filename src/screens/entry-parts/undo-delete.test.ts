import { describe, expect, it } from 'vitest';
import type { SendOutcome } from '../../../contract/outbox';
import { freshStore } from '../../../local-store/fake-store';
import type { ActionContext } from '../../data/actions/context';
import { newTextEntry } from '../../data/actions/entries';
import { newJournal } from '../../data/actions/journals';
import { createSyncEngine } from '../../data/sync/engine';
import { aPerson } from '../../test/people';
import { cancelUnsent, removeEntryWithUndo, UNDO_MS } from './undo-delete';

const user = aPerson('ada');
const inOrder = <T>(work: () => Promise<T>) => work();

/** A journal with one saved entry on a device, and an engine whose sends answer `outcome`. */
async function deviceWithAnEntry(outcome: SendOutcome = { kind: 'done', status: 200, body: null }) {
  const db = freshStore();
  const clock = { now: Date.parse('2026-11-22T09:00:00Z') };
  const sent: string[] = [];
  const engine = createSyncEngine({
    db,
    transport: {
      send: (mutation) => {
        sent.push(mutation.id);
        return Promise.resolve(
          mutation.patch.op === 'create'
            ? { kind: 'done', status: 201, body: mutation.patch.record }
            : outcome,
        );
      },
    },
    get: () => Promise.resolve({ status: 200, body: { changes: [], cursor: '1', more: false } }),
    now: () => clock.now,
    random: () => 0.5,
    withLock: inOrder,
  });
  const ctx = (): ActionContext => ({ now: (clock.now += 1000), user });
  const journal = newJournal({ title: 'Running' }, ctx());
  const entry = newTextEntry({ journal_id: journal.recordId, notes: 'Five kilometres.' }, ctx());
  await engine.write(journal);
  await engine.write(entry);
  await engine.push();
  return { db, clock, sent, engine, ctx, entryId: entry.recordId };
}

describe('deleting an entry with Undo', () => {
  it('waits in the outbox for the Undo time before it is sent', async () => {
    const { db, clock, sent, engine, ctx, entryId } = await deviceWithAnEntry();
    const removal = removeEntryWithUndo(entryId, ctx());
    expect(removal.notBefore).toBe(clock.now + UNDO_MS);
    await engine.write(removal);
    expect(await db.entries.get(entryId)).toBeUndefined();
    expect(await engine.push()).toBe('waiting');
    expect(sent).not.toContain(removal.id);
    clock.now += UNDO_MS;
    expect(await engine.push()).toBe('idle');
    expect(sent).toContain(removal.id);
  });

  it('takes the deletion back while it waits unsent: the entry shows again, nothing is sent', async () => {
    const { db, sent, engine, ctx, entryId } = await deviceWithAnEntry();
    const removal = removeEntryWithUndo(entryId, ctx());
    await engine.write(removal);
    expect(await cancelUnsent(db, removal.id, inOrder)).toBe(true);
    expect(await db.entries.get(entryId)).toMatchObject({ notes: 'Five kilometres.' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.pendingRecords.count()).toBe(0);
    expect(await engine.push()).toBe('idle');
    expect(sent).not.toContain(removal.id);
  });

  it('is too late once sent, once tried, or once the service worker holds it', async () => {
    const sentAlready = await deviceWithAnEntry();
    const sent = removeEntryWithUndo(sentAlready.entryId, sentAlready.ctx());
    await sentAlready.engine.write(sent);
    sentAlready.clock.now += UNDO_MS;
    await sentAlready.engine.push();
    expect(await cancelUnsent(sentAlready.db, sent.id, inOrder)).toBe(false);

    const failing = await deviceWithAnEntry({ kind: 'retry', reason: 'offline' });
    const tried = removeEntryWithUndo(failing.entryId, failing.ctx());
    await failing.engine.write(tried);
    failing.clock.now += UNDO_MS;
    await failing.engine.push();
    expect(await cancelUnsent(failing.db, tried.id, inOrder)).toBe(false);
    expect(await failing.db.entries.get(failing.entryId)).toBeUndefined();

    const held = await deviceWithAnEntry();
    const handedOver = removeEntryWithUndo(held.entryId, held.ctx());
    await held.engine.write(handedOver);
    await held.db.outbox.where('id').equals(handedOver.id).modify({ held: true });
    expect(await cancelUnsent(held.db, handedOver.id, inOrder)).toBe(false);
  });
});
