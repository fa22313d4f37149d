import { describe, expect, it } from 'vitest';
import type { Mutation } from '../../contract/outbox';
import { write } from '../../contract/writes';
import { createJustWritten } from './just-written';

const creation = (id: string, journal = 'j1'): Mutation => ({
  id,
  kind: 'entry',
  recordId: id,
  patch: { op: 'create', record: { id, journal_id: journal, notes: id } },
  write: write('entry.create', {}, { journal_id: journal }),
  createdAt: 0,
  attempts: 0,
  notBefore: 0,
});
const removal = (id: string): Mutation => ({
  id: `${id}-delete`,
  kind: 'entry',
  recordId: id,
  patch: { op: 'delete' },
  write: write('entry.delete', { id }),
  createdAt: 0,
  attempts: 0,
  notBefore: 0,
});

function manualTimers() {
  const due: (() => void)[] = [];
  return {
    setTimeout: (run: () => void) => void due.push(run),
    runAll: () => due.splice(0).forEach((run) => run()),
  };
}

describe('what the page just wrote', () => {
  it('shows a creation at once and keeps it a while after the store committed it', () => {
    const timers = manualTimers();
    const store = createJustWritten({ setTimeout: timers.setTimeout });
    let heard = 0;
    store.subscribe(() => heard++);
    store.written(creation('a'));
    expect(store.snapshot().map((item) => item.record.id)).toEqual(['a']);
    store.settled(creation('a'), true);
    expect(store.snapshot()).toHaveLength(1);
    timers.runAll();
    expect(store.snapshot()).toEqual([]);
    expect(heard).toBe(2);
  });

  it('withdraws a creation whose local write failed, or that was deleted meanwhile', () => {
    const store = createJustWritten({ setTimeout: () => {} });
    store.written(creation('a'));
    store.written(creation('b'));
    store.settled(creation('a'), false);
    store.written(removal('b'));
    expect(store.snapshot()).toEqual([]);
  });

  it('gives the same snapshot until something changes', () => {
    const store = createJustWritten({ setTimeout: () => {} });
    const before = store.snapshot();
    store.written(removal('nothing-here'));
    expect(store.snapshot()).toBe(before);
  });
});
