import { describe, expect, it } from 'vitest';
import type { QueueEntry, RequestStore } from './queue-entry';
import { lookahead } from './queue-lookahead';

const entry = (name: string): QueueEntry => ({
  request: new Request(`http://ritual.test/api/${name}`),
  metadata: { name },
});
const names = (entries: (QueueEntry | undefined)[]) =>
  entries.map((e) => (e?.metadata as { name: string } | undefined)?.name);

function arrayStore(items: string[]): RequestStore & { entries: QueueEntry[]; shifts: number } {
  const store = {
    entries: items.map(entry),
    shifts: 0,
    pushRequest: (e: QueueEntry) => (store.entries.push(e), Promise.resolve()),
    unshiftRequest: (e: QueueEntry) => (store.entries.unshift(e), Promise.resolve()),
    shiftRequest: () => (store.shifts++, Promise.resolve(store.entries.shift())),
    size: () => Promise.resolve(store.entries.length),
  };
  return store;
}

describe('the replay lookahead', () => {
  it('hands entries out in order, taking ahead only when asked', async () => {
    const store = arrayStore(['a', 'b', 'c', 'd']);
    const line = lookahead(store);
    expect(names([await line.next()])).toEqual(['a']);
    expect(store.shifts).toBe(1);
    line.prefetch(2);
    expect(names([await line.next(), await line.next()])).toEqual(['b', 'c']);
    expect(store.entries).toHaveLength(1);
    expect(names([await line.next(), await line.next()])).toEqual(['d', undefined]);
  });

  it('gives back what it took and what was put back, in order, ahead of the rest', async () => {
    const store = arrayStore(['a', 'b', 'c', 'd', 'e']);
    const line = lookahead(store);
    const a = await line.next();
    line.prefetch(3);
    const b = await line.next();
    line.unshift(b!);
    line.unshift(a!);
    await line.restore();
    expect(names(store.entries)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
