import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryHit } from '../../contract/search';
import type { SearchApi } from '../../worker/search-api';
import { createSearchBridge, type SearchWorker } from './search-bridge';

const hit: EntryHit = {
  id: 'e1',
  journal_id: 'j1',
  journal_title: 'Piano',
  user: 'ada',
  journal_slug: 'piano',
  type: 'text',
  created_at: '2031-01-01T00:00:00.000Z',
  private: false,
  snippet: { text: 'Slow scales', marks: [[5, 11]] },
  score: 1,
};

/** Stand-in workers: one end of a MessageChannel whose other end serves `api` through comlink. */
function fakeWorkers(api: SearchApi) {
  const started: { terminated: boolean; crash(): void }[] = [];
  const ports: MessagePort[] = [];
  const createWorker = (): SearchWorker => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    expose(api, port2);
    const errorListeners = new Set<(event: Event) => void>();
    const record = {
      terminated: false,
      crash: () => errorListeners.forEach((listener) => listener(new Event('error'))),
    };
    started.push(record);
    return {
      postMessage: (message: unknown) => port1.postMessage(message),
      addEventListener: (type, listener) =>
        type === 'error'
          ? errorListeners.add(listener as (event: Event) => void)
          : port1.addEventListener(type, listener as never),
      removeEventListener: (type, listener) =>
        type === 'error'
          ? errorListeners.delete(listener as (event: Event) => void)
          : port1.removeEventListener(type, listener as never),
      start: () => port1.start(),
      terminate: () => {
        record.terminated = true;
        port1.close();
        port2.close();
      },
    };
  };
  return { createWorker, started, close: () => ports.forEach((port) => port.close()) };
}

function manualTimers() {
  const timers = new Map<number, () => void>();
  let nextId = 1;
  return {
    setTimeout: (run: () => void) => {
      timers.set(nextId, run);
      return nextId++;
    },
    clearTimeout: (timer: unknown) => void timers.delete(timer as number),
    fireAll() {
      const due = [...timers.values()];
      timers.clear();
      due.forEach((run) => run());
    },
  };
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.forEach((run) => run());
  cleanup = [];
});

function setup(api: SearchApi) {
  const workers = fakeWorkers(api);
  const timers = manualTimers();
  const bridge = createSearchBridge({ createWorker: workers.createWorker, ...timers });
  cleanup.push(() => bridge.dispose(), workers.close);
  return { bridge, workers, timers };
}

const answering: SearchApi = {
  search: (query, filters) => Promise.resolve(query === 'scales' && !filters.type ? [hit] : []),
  tagCounts: () => Promise.resolve([{ tag: 'scales', count: 3 }]),
};

describe('the search bridge', () => {
  it('starts the worker at the first question, not before, and reuses it', async () => {
    const { bridge, workers } = setup(answering);
    expect(workers.started).toHaveLength(0);
    expect(await bridge.search('scales', {})).toEqual([hit]);
    expect(await bridge.search('scales', { type: 'audio' })).toEqual([]);
    expect(await bridge.tagCounts()).toEqual([{ tag: 'scales', count: 3 }]);
    expect(workers.started).toHaveLength(1);
  });

  it('ends an idle worker and starts another at the next question', async () => {
    const { bridge, workers, timers } = setup(answering);
    await bridge.search('scales', {});
    timers.fireAll();
    expect(workers.started[0]!.terminated).toBe(true);
    expect(await bridge.search('scales', {})).toEqual([hit]);
    expect(workers.started).toHaveLength(2);
  });

  it('fails an unanswered question when the worker crashes, and recovers', async () => {
    const never: SearchApi = { ...answering, search: () => new Promise<EntryHit[]>(() => {}) };
    const { bridge, workers } = setup(never);
    const asked = bridge.search('scales', {});
    workers.started[0]!.crash();
    await expect(asked).rejects.toThrow('The search worker stopped unexpectedly.');
    expect(await bridge.tagCounts()).toEqual([{ tag: 'scales', count: 3 }]);
  });
});
