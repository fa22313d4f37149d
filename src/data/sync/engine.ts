import type { Mutation } from '../../../contract/outbox';
import type { SyncResponse } from '../../../contract/sync';
import type { StoredBlob } from '../db';
import { settleRecord, stateOf } from './local-records';
import { mergeChange } from './merge-changes';
import { acknowledge, postpone, refuse } from './outcomes';
import type { PushResult, SyncDeps, SyncEngine } from './types';

/** Changes per pull page: large enough for a first pull, small enough for one transaction. */
const PULL_PAGE = 500;
const CURSOR = 'cursor';

/**
 * The page's sync engine (DESIGN 5–9). Writes land in IndexedDB first and are queued; pushes send
 * the queue in order, one mutation at a time, so a creation's dependants (an entry in a journal
 * made offline) always follow it; pulls merge the server's changes under the pending ones.
 */
export function createSyncEngine(deps: SyncDeps): SyncEngine {
  const { db } = deps;

  async function write(mutation: Mutation, blobs: StoredBlob[] = []): Promise<void> {
    await db.transaction('rw', db.tables, async () => {
      if (blobs.length > 0) await db.blobs.bulkPut(blobs);
      const state = await stateOf(db, mutation.kind, mutation.recordId);
      await db.outbox.add({ ...mutation });
      state.pending = [...state.pending, mutation.id];
      await settleRecord(db, state);
    });
  }

  async function push(): Promise<PushResult> {
    for (;;) {
      const head = await db.outbox.orderBy('seq').first();
      if (!head) return 'idle';
      if (head.notBefore > deps.now()) return 'waiting';
      const outcome = await deps.transport.send(head);
      switch (outcome.kind) {
        case 'done':
          await acknowledge(db, head, outcome.body);
          break;
        case 'refused':
          await refuse(db, head, outcome, deps.now());
          deps.signal?.({
            type: 'rejected',
            mutationId: head.id,
            status: outcome.status,
            message: outcome.message,
          });
          if (outcome.status === 402)
            deps.signal?.({ type: 'plus-required', message: outcome.message });
          break;
        case 'signed-out':
          deps.signal?.({ type: 'signed-out' });
          return 'signed-out';
        case 'retry':
          await postpone(db, head, outcome, deps.now(), deps.random());
          return 'waiting';
      }
    }
  }

  async function pull(): Promise<number> {
    let merged = 0;
    for (;;) {
      const stored = (await db.meta.get(CURSOR))?.value;
      const cursor = typeof stored === 'string' ? stored : '0';
      const answer = await deps.get(`sync?since=${cursor}&limit=${PULL_PAGE}`);
      if (answer.status === 401) {
        deps.signal?.({ type: 'signed-out' });
        return merged;
      }
      if (answer.status !== 200) throw new Error(`sync answered ${answer.status}`);
      const page = answer.body as SyncResponse;
      await db.transaction('rw', db.tables, async () => {
        for (const change of page.changes) await mergeChange(db, change);
        await db.meta.put({ key: CURSOR, value: page.cursor });
      });
      merged += page.changes.length;
      if (!page.more) break;
    }
    deps.signal?.({ type: 'pulled', changes: merged });
    return merged;
  }

  /** Offline is normal: a failed pull leaves everything as it was for the next attempt. */
  const sync = () =>
    deps.withLock(async () => {
      const pushed = await push();
      if (pushed !== 'signed-out') await pull().catch(() => 0);
      return pushed;
    });

  return { write, push, pull, sync };
}
