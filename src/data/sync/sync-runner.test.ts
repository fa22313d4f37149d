import { describe, expect, it } from 'vitest';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { freshStore } from '../../../local-store/fake-store';
import { startSyncRunner } from './sync-runner';
import type { PushResult, SyncEngine } from './types';

function fakeEngine(results: PushResult[]) {
  const calls: number[] = [];
  const retryNow: boolean[] = [];
  const engine: SyncEngine = {
    write: () => Promise.resolve(),
    push: () => Promise.resolve('idle'),
    pull: () => Promise.resolve(0),
    sync: (options) => {
      calls.push(calls.length);
      retryNow.push(options?.retryNow ?? false);
      return Promise.resolve(results.shift() ?? 'idle');
    },
  };
  return { engine, calls, retryNow };
}

/** A runner over a fake engine, hearing `online` and `focus` from an EventTarget; no timers. */
function runnerOnEvents(name: string) {
  const db = freshStore(name);
  const { engine, calls, retryNow } = fakeEngine([]);
  const events = new EventTarget();
  const runner = startSyncRunner(engine, db, {
    events,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    now: () => 0,
  });
  return { runner, events, calls, retryNow };
}

describe('startSyncRunner', () => {
  it('asks the server nothing without a session, and syncs once there is one', async () => {
    const db = freshStore('runner-visitor');
    const { engine, calls } = fakeEngine([]);
    const events = new EventTarget();
    let session = false;
    const runner = startSyncRunner(engine, db, {
      events,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      now: () => 0,
      signedIn: () => Promise.resolve(session),
    });
    await runner.kick();
    events.dispatchEvent(new Event('online'));
    events.dispatchEvent(new Event('focus'));
    await runner.kick();
    expect(calls).toHaveLength(0);
    session = true;
    await runner.kick();
    expect(calls).toHaveLength(1);
    runner.stop();
  });

  it('syncs at start, on online and on focus, and folds overlapping kicks into one more run', async () => {
    const { runner, events, calls } = runnerOnEvents('runner');
    // A kick while the start-up sync runs asks for one more run, not a second sync at once.
    await runner.kick();
    expect(calls).toHaveLength(2);
    events.dispatchEvent(new Event('online'));
    events.dispatchEvent(new Event('focus'));
    await runner.kick();
    expect(calls).toHaveLength(4);
    runner.stop();
    const stopped = calls.length;
    events.dispatchEvent(new Event('online'));
    await runner.kick();
    expect(calls.length).toBe(stopped);
  });

  it('skips the backoff when the app opens and when the network comes back, not on focus', async () => {
    const { runner, events, retryNow } = runnerOnEvents('runner-now');
    // each event's run, then a kick folded behind it (a write's: with the backoff)
    await runner.kick();
    events.dispatchEvent(new Event('focus'));
    await runner.kick();
    events.dispatchEvent(new Event('online'));
    await runner.kick();
    runner.stop();
    expect(retryNow).toEqual([true, false, false, false, true, false]);
  });

  it('comes back when the head mutation’s backoff ends', async () => {
    const db = freshStore();
    const waiting: Mutation = {
      id: 'm1',
      kind: 'journal',
      recordId: 'j1',
      patch: { op: 'delete' },
      write: write('journal.delete', { id: 'j1' }),
      createdAt: 0,
      attempts: 1,
      notBefore: 5000,
    };
    await db.outbox.add(waiting);
    const { engine } = fakeEngine(['waiting']);
    const timers: number[] = [];
    const runner = startSyncRunner(engine, db, {
      events: new EventTarget(),
      setTimeout: (_run, ms) => timers.push(ms),
      clearTimeout: () => undefined,
      now: () => 1000,
    });
    await runner.kick();
    expect(timers).toEqual([4000]);
    runner.stop();
  });
});
