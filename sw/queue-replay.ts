import { BATCH_BYTES, BATCH_LIMIT, type BatchedWrite } from '../contract/batch';
import { EXPIRED_MESSAGE, QUEUE_RETENTION_MS } from '../contract/mutation-queue';
import type { SendOutcome } from '../contract/outbox';
import type { OutboxRow, RitualDb } from '../local-store/db';
import { retryDelay } from '../local-store/retry-policy';
import { metaOf, type HeldMeta, type QueueEntry } from './queue-entry';
import type { Lookahead } from './queue-lookahead';
import { writeOf, type BatchOutcome } from './write-batch';

/** Writes in a replay's first batch: taking each from the queue is a transaction of its own. */
export const FIRST_BATCH = 10;

/** A write's final answer, settled in IndexedDB and announced beside the next request. */
export interface Settled {
  mutationId: string;
  outcome: Extract<SendOutcome, { kind: 'done' | 'refused' }>;
}

/** What a replay needs from the queue around it. */
export interface ReplayContext {
  db: RitualDb;
  now(): number;
  random(): number;
  /** mutations answered but not settled in IndexedDB yet: not "an earlier write still unsent" */
  answered: ReadonlySet<string>;
  settle(item: Settled): void;
  signedOut(): void;
  /** sends one stored request as it is */
  send(request: Request): Promise<SendOutcome>;
  /** sends writes as one batch (POST /api/batch) */
  sendBatch(writes: BatchedWrite[]): Promise<BatchOutcome>;
}

/** Where a replay stopped: the write now at the head of the queue, and why. */
export interface Stopped {
  head: HeldMeta;
  signedOut?: boolean;
}

/** A held request and the write it makes in a batch. */
interface Batched {
  entry: QueueEntry;
  write: BatchedWrite;
}

const putBack = (line: Lookahead, entries: QueueEntry[]) => {
  for (const entry of [...entries].reverse()) line.unshift(entry);
};

/** Stops the replay with `entry` at the head (`meta` updated) and `behind` after it. */
function stop(line: Lookahead, entry: QueueEntry, meta: HeldMeta, behind: QueueEntry[] = []) {
  putBack(line, [{ ...entry, metadata: meta }, ...behind]);
  return { head: meta };
}

/** What one write's outcome means: settled (undefined: go on), or the replay stops at it. */
function finish(
  ctx: ReplayContext,
  line: Lookahead,
  entry: QueueEntry,
  outcome: SendOutcome,
  now: number,
  behind: QueueEntry[] = [],
): Stopped | undefined {
  const meta = metaOf(entry);
  switch (outcome.kind) {
    case 'done':
    case 'refused':
      ctx.settle({ mutationId: meta.mutationId, outcome });
      return undefined;
    case 'signed-out':
      ctx.signedOut();
      return { ...stop(line, entry, meta, behind), signedOut: true };
    case 'retry': {
      const attempts = meta.attempts + 1;
      const notBefore = now + retryDelay(attempts, ctx.random(), outcome.retryAfterMs);
      return stop(line, entry, { ...meta, attempts, notBefore }, behind);
    }
  }
}

/**
 * The head and the writes behind it that may share its batch: JSON writes (sw/write-batch.ts) in
 * the outbox's order with nothing between them the worker lacks, none expired or waiting out a
 * backoff of its own. What cannot join goes back in line; ones the page settled itself are dropped.
 */
async function gather(
  ctx: ReplayContext,
  line: Lookahead,
  head: QueueEntry,
  headRow: OutboxRow,
  limit: number,
): Promise<Batched[]> {
  const first = writeOf(headRow);
  if (!first) return [];
  const followers: QueueEntry[] = [];
  while (followers.length < limit - 1) {
    const next = await line.next();
    if (!next) break;
    const meta = metaOf(next);
    const now = ctx.now();
    if (meta.notBefore > now || now - meta.createdAt > QUEUE_RETENTION_MS) {
      line.unshift(next);
      break;
    }
    followers.push(next);
  }
  const rows = await ctx.db.outbox
    .where('id')
    .anyOf(followers.map((entry) => metaOf(entry).mutationId))
    .toArray();
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  // Every outbox row from the head on must be in the batch, in order: one the worker lost
  // (stopped while sending it) is sent by the page first, and what follows it waits.
  const seqs = await ctx.db.outbox
    .where('seq')
    .between(headRow.seq!, Math.max(headRow.seq!, ...rows.map((row) => row.seq!)), true, true)
    .keys();
  const group: Batched[] = [{ entry: head, write: first.write }];
  let bytes = first.bytes;
  let i = 0;
  for (; i < followers.length; i++) {
    const row = rowOf.get(metaOf(followers[i]!).mutationId);
    if (!row) continue;
    const sized = writeOf(row);
    if (!sized || bytes + sized.bytes > BATCH_BYTES || seqs[group.length] !== row.seq) break;
    group.push({ entry: followers[i]!, write: sized.write });
    bytes += sized.bytes;
  }
  putBack(line, followers.slice(i));
  return group;
}

/** Settles a batch's outcomes in order; stops where one says "not now". */
function finishBatch(
  ctx: ReplayContext,
  line: Lookahead,
  group: Batched[],
  result: Exclude<BatchOutcome, 'unknown'>,
  now: number,
): Stopped | undefined {
  const entries = group.map(({ entry }) => entry);
  if ('all' in result) return finish(ctx, line, entries[0]!, result.all, now, entries.slice(1));
  for (const [i, entry] of entries.entries()) {
    const outcome = result[i];
    if (!outcome) {
      // not done (the server stopped early without saying why): back in line, in order
      putBack(line, entries.slice(i));
      return undefined;
    }
    const stopped = finish(ctx, line, entry, outcome, now, entries.slice(i + 1));
    if (stopped) return stopped;
  }
  return undefined;
}

/**
 * Replays the queue in the outbox's order until it is empty or a write must wait: JSON writes in
 * batches (the next one taken from the queue while one is with the server), a form with files on
 * its own. `retryNow` (the network just came back) tries the head at once despite its backoff.
 */
export async function replayLine(
  ctx: ReplayContext,
  line: Lookahead,
  retryNow: boolean,
): Promise<Stopped | undefined> {
  // false once the server refused a batch as such: this replay sends one write at a time
  let batching = true;
  let sentBatch = false;
  for (let first = true; ; first = false) {
    const entry = await line.next();
    if (!entry) return undefined;
    const meta = metaOf(entry);
    // The page's outbox decides the order. A mutation it no longer has was settled (the page sent
    // it itself): nothing to replay. One with an unsettled mutation before it waits: that one was
    // lost here (this worker was stopped while sending it) and the page sends it.
    const row = await ctx.db.outbox.where('id').equals(meta.mutationId).first();
    if (!row) continue;
    const earlier = await ctx.db.outbox
      .where('seq')
      .below(row.seq!)
      .filter((before) => !ctx.answered.has(before.id))
      .count();
    if (earlier > 0) return stop(line, entry, meta);
    const now = ctx.now();
    if (now - meta.createdAt > QUEUE_RETENTION_MS) {
      const expired = { kind: 'refused', status: 0, message: EXPIRED_MESSAGE } as const;
      ctx.settle({ mutationId: meta.mutationId, outcome: expired });
      continue;
    }
    if (meta.notBefore > now && !(retryNow && first)) return stop(line, entry, meta);

    // A replay's first batch is small, so the server starts while the next ones are taken.
    const limit = sentBatch ? BATCH_LIMIT : FIRST_BATCH;
    const group = batching ? await gather(ctx, line, entry, row, limit) : [];
    if (group.length > 1) {
      sentBatch = true;
      line.prefetch(BATCH_LIMIT);
      const result = await ctx.sendBatch(group.map(({ write }) => write));
      if (result !== 'unknown') {
        const stopped = finishBatch(ctx, line, group, result, now);
        if (stopped) return stopped;
        continue;
      }
      batching = false;
      putBack(
        line,
        group.slice(1).map(({ entry: behind }) => behind),
      );
    }
    // Sent from a copy: the stored request's body must survive for the next attempt.
    const stopped = finish(ctx, line, entry, await ctx.send(entry.request.clone()), now);
    if (stopped) return stopped;
  }
}
