import { EXPIRED_MESSAGE, QUEUE_RETENTION_MS } from '../../../contract/mutation-queue';
import type { SendOutcome, StoredMutation } from '../../../contract/outbox';
import type { SyncResponse } from '../../../contract/sync';
import type { OutboxRow, StoredBlob } from '../../../local-store/db';
import { directWrites } from '../direct-writes';
import { settleRecord, stateOf } from '../../../local-store/local-records';
import { mergeChanges } from './merge-changes';
import { acknowledge, postpone, refuse } from '../../../local-store/outcomes';
import { FIRST_RETRY_MS } from '../../../local-store/retry-policy';
import type { PushResult, SyncDeps, SyncEngine } from './types';

/** Changes per pull page: large enough for a first pull, small enough for one transaction. */
export const PULL_PAGE = 1000;
/** Times a page is read again because a direct write landed while it was on its way. */
const STALE_PAGE_REREADS = 3;
const CURSOR = 'cursor';

/**
 * The page's sync engine (docs/decisions.md #5–9). Writes land in IndexedDB first and are queued; pushes send
 * the queue in order, one mutation at a time, so a creation's dependants (an entry in a journal
 * made offline) always follow it; pulls merge the server's changes under the pending ones.
 */
export function createSyncEngine(deps: SyncDeps): SyncEngine {
  const { db } = deps;

  async function write(mutation: StoredMutation, blobs: StoredBlob[] = []): Promise<void> {
    await db.transaction('rw', db.tables, async () => {
      if (blobs.length > 0) await db.blobs.bulkPut(blobs);
      const state = await stateOf(db, mutation.kind, mutation.recordId);
      await db.outbox.add({ ...mutation });
      state.pending = [...state.pending, mutation.id];
      await settleRecord(db, state);
    });
  }

  async function refuseFor(row: OutboxRow, outcome: Extract<SendOutcome, { kind: 'refused' }>) {
    await refuse(db, row, outcome, deps.now());
    deps.signal?.({
      type: 'rejected',
      mutationId: row.id,
      status: outcome.status,
      message: outcome.message,
    });
    if (outcome.status === 402) deps.signal?.({ type: 'plus-required', message: outcome.message });
  }

  // Held rows are a prefix of the outbox, so both ends are read from the outbox's seq index and
  // stop at the border: a write made offline touches the new rows, not the whole queue.
  const heldPrefix = () =>
    db.outbox
      .orderBy('seq')
      .until((row) => row.held !== true)
      .toArray();
  const notHeldYet = async () =>
    (
      await db.outbox
        .orderBy('seq')
        .reverse()
        .until((row) => row.held === true)
        .toArray()
    ).reverse();

  /**
   * Hands every row the worker does not hold yet to its queue, in order. Held rows stay a prefix
   * of the outbox: the first refusal (no worker) stops the handing over.
   */
  async function holdTheRest(): Promise<boolean> {
    const queue = deps.transport.queue;
    if (!queue) return false;
    let any = false;
    for (const row of await notHeldYet()) {
      const { seq, held: _held, ...mutation } = row;
      if (typeof (await queue.hold(mutation)) !== 'object') return any;
      await db.outbox.update(seq, { held: true });
      any = true;
    }
    return any;
  }

  /** Held rows before the one the worker now holds first: it lost them (stopped mid-send). */
  async function heldBefore(workerHeadId: string | undefined): Promise<OutboxRow[]> {
    const workerHead = workerHeadId
      ? await db.outbox.where('id').equals(workerHeadId).first()
      : undefined;
    return workerHead?.held ? db.outbox.where('seq').below(workerHead.seq).toArray() : [];
  }

  /** The worker's queue holds the head: it replays, and settles here what it sent. */
  async function replayHeld(retryNow: boolean): Promise<PushResult | 'go-on'> {
    const answer = (await deps.transport.queue?.replay(retryNow)) ?? 'no-worker';
    const head = await db.outbox.orderBy('seq').first();
    // the worker sent and settled them all: the page goes on with what is left
    if (!head?.held) return 'go-on';
    if (answer === 'no-answer') {
      await db.outbox.update(head.seq, { notBefore: deps.now() + FIRST_RETRY_MS });
      return 'waiting';
    }
    // No worker any more (unregistered, or a hard reload bypassed it), or ones the worker lost
    // (stopped while sending): the page sends them itself. Should a worker still replay one,
    // its Idempotency-Key makes that a no-op. Lost ones are always the first held.
    const lost =
      answer === 'no-worker' || answer.size === 0
        ? await heldPrefix()
        : await heldBefore(answer.headId);
    // (sent at once: they are first in line and have waited long enough)
    for (const row of lost) await db.outbox.update(row.seq, { held: false, notBefore: 0 });
    if (lost.length > 0 || answer === 'no-worker') return 'go-on';
    if (answer.signedOut) return 'signed-out';
    await holdTheRest();
    await db.outbox.update(head.seq, {
      notBefore: answer.notBefore ?? deps.now() + FIRST_RETRY_MS,
    });
    return 'waiting';
  }

  async function push({ retryNow = false } = {}): Promise<PushResult> {
    for (let first = true; ; first = false) {
      const head = await db.outbox.orderBy('seq').first();
      if (!head) return 'idle';
      if (head.held) {
        const next = await replayHeld(retryNow && first);
        if (next === 'go-on') continue;
        return next;
      }
      // Past the worker's retention too: kept on the device as not saved, never sent late.
      if (deps.now() - head.createdAt > QUEUE_RETENTION_MS) {
        await refuseFor(head, { kind: 'refused', status: 0, message: EXPIRED_MESSAGE });
        continue;
      }
      if (head.notBefore > deps.now() && !(retryNow && first)) return 'waiting';
      const outcome = await deps.transport.send(head);
      switch (outcome.kind) {
        case 'done':
          await acknowledge(db, head, outcome.body);
          break;
        case 'refused':
          await refuseFor(head, outcome);
          break;
        case 'signed-out':
          deps.signal?.({ type: 'signed-out' });
          return 'signed-out';
        case 'retry':
          await postpone(db, head, outcome, deps.now(), deps.random());
          // With a service worker, the mutation and those behind it wait in its queue, which
          // Background Sync replays even after the page is closed.
          if (await holdTheRest()) continue;
          return 'waiting';
      }
    }
  }

  async function pull(): Promise<number> {
    let merged = 0;
    let rereads = 0;
    for (;;) {
      const stored = (await db.meta.get(CURSOR))?.value;
      const cursor = typeof stored === 'string' ? stored : '0';
      const writesBefore = await directWrites(db);
      const answer = await deps.get(`sync?since=${cursor}&limit=${PULL_PAGE}`);
      if (answer.status === 401) {
        deps.signal?.({ type: 'signed-out' });
        return merged;
      }
      if (answer.status !== 200) throw new Error(`sync answered ${answer.status}`);
      // Trusted, not parsed with SyncResponseSchema (npm run bench -- pull-validation): in Chromium a
      // 1,000-change page takes 118 ms the first time, 7 ms warm; the schema on demand adds 39 KB gzip
      // of zod and schemas to every start; and one record the schema refuses would stop sync for good.
      const page = answer.body as SyncResponse;
      const mergedPage = await db.transaction('rw', db.tables, async () => {
        // The page may predate an account change stored meanwhile (the answer to a save on
        // /settings): merged, it would show the old value until the next pull.
        if (rereads < STALE_PAGE_REREADS && (await directWrites(db)) !== writesBefore) return false;
        await mergeChanges(db, page.changes);
        await db.meta.put({ key: CURSOR, value: page.cursor });
        return true;
      });
      if (!mergedPage) {
        rereads += 1;
        continue;
      }
      merged += page.changes.length;
      if (!page.more) break;
    }
    deps.signal?.({ type: 'pulled', changes: merged });
    return merged;
  }

  /** Offline is normal: a failed pull leaves everything as it was for the next attempt. */
  const sync = (options: { retryNow?: boolean } = {}) =>
    deps.withLock(async () => {
      const pushed = await push(options);
      if (pushed !== 'signed-out') await pull().catch(() => 0);
      return pushed;
    });

  return { write, push, pull, sync };
}
