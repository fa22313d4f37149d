import { describe, expect, it } from 'vitest';
import type { Mutation, SendOutcome } from '../../contract/outbox';
import { write } from '../../contract/writes';
import type { UploadEvent } from './report-uploads';
import { processing, totalProgress } from './upload-state';
import { createUploadsStore } from './uploads-store';

/** Timers the test runs by hand: `advance(ms)` fires what is due. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    setTimeout: (run: () => void, ms: number) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (timer: unknown) => void due.delete(timer as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at))
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
    },
  };
}

const photo = (id: string): Mutation => ({
  id,
  kind: 'entry',
  recordId: `entry-${id}`,
  patch: { op: 'create', record: {} },
  write: write('entry.upload', {}, { journal_id: 'j1' }),
  files: [{ field: 'file', blobId: `blob-${id}`, name: 'a.png' }],
  createdAt: 5,
  attempts: 0,
  notBefore: 0,
});
const sending = (id: string): UploadEvent => ({ type: 'sending', mutation: photo(id) });
const progress = (id: string, fraction: number): UploadEvent => ({
  type: 'progress',
  mutationId: id,
  fraction,
});
const sent = (id: string, outcome: SendOutcome): UploadEvent => ({
  type: 'sent',
  mutationId: id,
  outcome,
});
const done = (serverId?: string): SendOutcome => ({
  kind: 'done',
  status: 201,
  body: serverId ? { id: serverId } : null,
});

function setup() {
  const timers = fakeTimers();
  const store = createUploadsStore(timers, 2000);
  let renders = 0;
  store.subscribe(() => renders++);
  return { store, timers, renders: () => renders };
}

describe('the uploads store', () => {
  it('follows an upload from 0 to its server id, then lets it go 2 s later', () => {
    const { store, timers } = setup();
    store.report(sending('m1'));
    expect(store.getSnapshot()).toEqual([
      { id: 'm1', key: 'entry-m1', createdAt: 5, progress: 0, succeeded: false },
    ]);
    store.report(progress('m1', 0.375));
    expect(totalProgress(store.getSnapshot())).toBe(37);
    expect(processing(store.getSnapshot())).toBe(true);
    store.report(sent('m1', done('e-on-server')));
    expect(store.getSnapshot()[0]).toMatchObject({ progress: 100, serverId: 'e-on-server' });
    expect(processing(store.getSnapshot())).toBe(false);
    timers.advance(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    timers.advance(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a finished upload while another is sending, so the total never drops back', () => {
    const { store, timers } = setup();
    store.report(sending('m1'));
    store.report(sending('m2'));
    store.report(sent('m1', done()));
    store.report(progress('m2', 0.5));
    expect(totalProgress(store.getSnapshot())).toBe(75);
    timers.advance(5000);
    expect(store.getSnapshot()).toHaveLength(2);
    store.report(sent('m2', done()));
    timers.advance(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a refused upload with its reason, and drops one refused for the plan (402)', () => {
    const { store, timers } = setup();
    store.report(sending('m1'));
    store.report(sent('m1', { kind: 'refused', status: 413, message: 'The file is too large.' }));
    store.report(sending('m2'));
    store.report(sent('m2', { kind: 'refused', status: 402, message: 'Free limit reached.' }));
    timers.advance(10_000);
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ id: 'm1', error: 'The file is too large.' }),
    ]);
    expect(processing(store.getSnapshot())).toBe(false);
  });

  it('lets an entry’s upload go when the entry is deleted or its refused write discarded', () => {
    const { store } = setup();
    store.report(sending('m1'));
    store.report(progress('m1', 0.4));
    store.report(sending('m2'));
    store.report(sent('m2', { kind: 'refused', status: 413, message: 'The file is too large.' }));
    store.report(sending('m3'));
    store.report(progress('m3', 0.2));
    expect(totalProgress(store.getSnapshot())).toBe(53);
    // m1's entry deleted while it sends; m2's refusal discarded.
    store.report({ type: 'gone', recordId: 'entry-m1' });
    store.report({ type: 'gone', recordId: 'entry-m2' });
    expect(store.getSnapshot().map((upload) => upload.id)).toEqual(['m3']);
    expect(totalProgress(store.getSnapshot())).toBe(20);
  });

  it('starts a mutation sent again at 0 after the connection failed', () => {
    const { store } = setup();
    store.report(sending('m1'));
    store.report(progress('m1', 0.6));
    store.report(sent('m1', { kind: 'retry', reason: 'Network Error' }));
    // Waiting for the network is not sending: nothing holds 'Upload: N%' on screen meanwhile.
    expect(processing(store.getSnapshot())).toBe(false);
    expect(store.getSnapshot()[0]?.error).toBe('Network Error');
    store.report(sending('m1'));
    expect(store.getSnapshot()).toEqual([
      { id: 'm1', key: 'entry-m1', createdAt: 5, progress: 0, succeeded: false },
    ]);
    store.report(sent('m1', done()));
    expect(store.getSnapshot()[0]).toMatchObject({ succeeded: true, serverId: 'entry-m1' });
  });

  it('tells its listeners only about a new whole percent', () => {
    const { store, renders } = setup();
    store.report(sending('m1'));
    const afterStart = renders();
    for (const fraction of [0.101, 0.102, 0.109, 0.2]) store.report(progress('m1', fraction));
    expect(renders() - afterStart).toBe(2);
    store.report(progress('unknown', 0.5));
    expect(renders() - afterStart).toBe(2);
  });
});
