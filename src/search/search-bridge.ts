import { wrap, type Endpoint, type Remote } from 'comlink';
import type { EntryHit, EntrySearchFilters, TagCount } from '../../contract/search';
import type { SearchApi } from '../../worker/search-api';

/** The part of a Worker the bridge uses, so tests can hand in a MessagePort-backed fake. */
export type SearchWorker = Endpoint & { terminate(): void };

export interface SearchBridgeOptions {
  createWorker?: () => SearchWorker;
  /**
   * A worker unused this long is ended to give its memory back; the next question starts another,
   * which loads the kept index and catches up on what changed meanwhile.
   */
  idleMs?: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

export interface SearchBridge {
  search(query: string, filters: EntrySearchFilters): Promise<EntryHit[]>;
  tagCounts(): Promise<TagCount[]>;
  dispose(): void;
}

const defaultCreateWorker = (): SearchWorker =>
  new Worker(new URL('../../worker/search.worker.ts', import.meta.url), { type: 'module' });

/** Starts the search worker at the first question (like the waveform's), and ends it when idle. */
export function createSearchBridge({
  createWorker = defaultCreateWorker,
  idleMs = 5 * 60_000,
  setTimeout: startTimer = (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: stopTimer = (timer) => globalThis.clearTimeout(timer as number),
}: SearchBridgeOptions = {}): SearchBridge {
  let running: { worker: SearchWorker; remote: Remote<SearchApi> } | undefined;
  let idleTimer: unknown;
  // Rejecters of unanswered calls: a crashed or ended worker never answers them otherwise.
  const pending = new Set<(error: Error) => void>();

  const stopIdleTimer = () => {
    if (idleTimer !== undefined) stopTimer(idleTimer);
    idleTimer = undefined;
  };

  const stopWorker = (reason: Error) => {
    stopIdleTimer();
    running?.worker.terminate();
    running = undefined;
    const unanswered = [...pending];
    pending.clear();
    for (const reject of unanswered) reject(reason);
  };

  const start = () => {
    if (running) return running;
    const worker = createWorker();
    worker.addEventListener('error', () =>
      stopWorker(new Error('The search worker stopped unexpectedly.')),
    );
    running = { worker, remote: wrap<SearchApi>(worker) };
    return running;
  };

  const settle = () => {
    if (pending.size > 0 || !running) return;
    idleTimer = startTimer(() => {
      idleTimer = undefined;
      if (pending.size === 0) stopWorker(new Error('The search worker was idle.'));
    }, idleMs);
  };

  function ask<T>(question: (remote: Remote<SearchApi>) => Promise<T>): Promise<T> {
    stopIdleTimer();
    const { remote } = start();
    return new Promise<T>((resolve, reject) => {
      const answered = () => {
        pending.delete(reject);
        settle();
      };
      pending.add(reject);
      question(remote).then(
        (answer) => {
          answered();
          resolve(answer);
        },
        (error: unknown) => {
          answered();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  return {
    search: (query, filters) => ask((remote) => remote.search(query, filters)),
    tagCounts: () => ask((remote) => remote.tagCounts()),
    dispose() {
      stopWorker(new Error('The search worker was disposed.'));
    },
  };
}
