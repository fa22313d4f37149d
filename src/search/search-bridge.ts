import type { EntryHit, EntrySearchFilters, TagCount } from '../../contract/search';
import type { SearchApi } from '../../worker/search-api';
import { idleWorker, type WorkerEndpoint } from '../app/idle-worker';

/** The part of a Worker the bridge uses, so tests can hand in a MessagePort-backed fake. */
export type SearchWorker = WorkerEndpoint;

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
  ...timers
}: SearchBridgeOptions = {}): SearchBridge {
  const worker = idleWorker<SearchApi, SearchWorker>('search', { createWorker, idleMs, ...timers });
  return {
    search: (query, filters) => worker.ask((remote) => remote.search(query, filters)),
    tagCounts: () => worker.ask((remote) => remote.tagCounts()),
    dispose: () => worker.stop('The search worker was disposed.'),
  };
}
