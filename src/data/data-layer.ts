import type { StoredMutation } from '../../contract/outbox';
import { reportUploads, type UploadEvent } from '../uploads/report-uploads';
import { openLocalStore, type RitualDb, type StoredBlob } from '../../local-store/db';
import { createJustWritten, type JustWrittenStore } from './just-written';
import { clearToken, readSession } from '../../local-store/session';
import { createApiGet } from './sync/api-get';
import { createDirectTransport } from './sync/direct-transport';
import { createSyncEngine } from './sync/engine';
import { listenToQueue, outcomeOf, signalsOf } from './sync/queue-news';
import { startSyncRunner, type SyncRunner } from './sync/sync-runner';
import type { SyncEngine, SyncSignal, Transport } from './sync/types';
import { webLock } from './sync/web-lock';
import { createWorkerQueue } from './sync/worker-queue';
import { createXhrUpload } from './sync/xhr-upload';

export interface DataLayer {
  db: RitualDb;
  engine: SyncEngine;
  runner: SyncRunner;
  /** A local write: shown at once, then sent; never waits for the network. */
  write(mutation: StoredMutation, blobs?: StoredBlob[]): Promise<void>;
  /** what this page created and IndexedDB may not have committed yet, for lists to show at once */
  justWritten: JustWrittenStore;
  stop(): void;
}

export interface DataLayerOptions {
  /** where the API is; default: this origin's /api */
  baseUrl?: string;
  /**
   * default: the direct transport, with the service worker's queue behind it for what fails to
   * send while a worker controls the page
   */
  transport?: Transport;
  /** what the page shows for the engine's news: the plus overlay, the sign-in prompt, … */
  onSignal?(signal: SyncSignal): void;
  /** how each mutation with files goes: started, bytes sent, ended (docs/product.md §4's 'Upload: N%') */
  onUpload?: (event: UploadEvent) => void;
}

/**
 * The page's data layer, wired for a browser tab: IndexedDB, the session's token, Web Locks, and
 * syncing at start, on `online`, on focus and after every write.
 */
export function startDataLayer(options: DataLayerOptions = {}): DataLayer {
  const db = openLocalStore();
  const baseUrl = options.baseUrl ?? `${location.origin}/api`;
  const getToken = async () => (await readSession()).token ?? undefined;
  const transport = options.transport ?? {
    ...createDirectTransport({ baseUrl, getToken, db, upload: createXhrUpload() }),
    queue: createWorkerQueue(navigator.serviceWorker),
  };
  const signal = (news: SyncSignal) => {
    // A dead token is forgotten, never the queue: the same user signing in sends it all.
    if (news.type === 'signed-out') void clearToken();
    options.onSignal?.(news);
  };
  const engine = createSyncEngine({
    db,
    transport: options.onUpload ? reportUploads(transport, options.onUpload) : transport,
    get: createApiGet({ baseUrl, getToken }),
    now: Date.now,
    random: Math.random,
    withLock: webLock(),
    signal,
  });
  const runner = startSyncRunner(engine, db, {
    events: window,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
    now: Date.now,
    signedIn: async () => (await getToken()) !== undefined,
  });
  // What the worker's queue sent or refused is settled already: show it, then pull.
  const stopNews = listenToQueue((news) => {
    signalsOf(news).forEach(signal);
    if (news.type !== 'signed-out')
      options.onUpload?.({ type: 'sent', mutationId: news.mutationId, outcome: outcomeOf(news) });
    void runner.kick();
  });
  const justWritten = createJustWritten();
  return {
    db,
    engine,
    runner,
    justWritten,
    async write(mutation, blobs) {
      justWritten.written(mutation);
      // A deleted entry's upload, waiting or failed, is no longer on its way anywhere.
      if (mutation.kind === 'entry' && mutation.patch.op === 'delete')
        options.onUpload?.({ type: 'gone', recordId: mutation.recordId });
      try {
        await engine.write(mutation, blobs);
      } catch (error) {
        justWritten.settled(mutation, false);
        throw error;
      }
      justWritten.settled(mutation, true);
      void runner.kick();
    },
    stop() {
      stopNews();
      runner.stop();
    },
  };
}
