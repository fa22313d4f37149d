import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from '../db/database.js';
import type { Log } from '../log.js';
import type { AbuseLimit } from './abuse-limits.js';

/** Where the abuse limits count requests (docs/decisions.md #21). */
export interface AbuseCounts {
  /** Counts one request of `key` against `limit`: the seconds to wait when it had none left. */
  take(limit: AbuseLimit, key: string): Promise<number | undefined>;
}

/**
 * rate-limiter-flexible's own table, made by the library on first use: its counters expire
 * within the hour and are not Ritual's records, so they live outside the migrated schema.
 */
const TABLE = 'abuse_counts';

/** The library keeps keys of at most 255 characters; an address can be longer behind a proxy. */
const storedKey = (key: string) =>
  key.length <= 100 ? key : `#${createHash('sha256').update(key).digest('hex')}`;

/**
 * The counts of every limit, each allowing `multiplier` times its requests: in this process's
 * memory on SQLite (one process), in PostgreSQL when there is one, so that every process
 * sharing the database counts together.
 */
export function abuseCounts(
  database: Database,
  limits: readonly AbuseLimit[],
  multiplier: number,
  log: Log,
): AbuseCounts {
  const made = database.pgPool ? inPostgres(database.pgPool, limits, multiplier, log) : undefined;
  const limiters = made?.limiters ?? inMemory(limits, multiplier);
  return {
    async take(limit, key) {
      const limiter = limiters.get(limit.name);
      if (!limiter) throw new Error(`no abuse limit named ${limit.name}`);
      await made?.ready;
      try {
        await limiter.consume(storedKey(key));
        return undefined;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    },
  };
}

const optionsOf = (limit: AbuseLimit, multiplier: number) => ({
  keyPrefix: limit.name,
  points: Math.max(1, Math.round(limit.allowed * multiplier)),
  duration: limit.window,
});

function inMemory(limits: readonly AbuseLimit[], multiplier: number) {
  return new Map<string, RateLimiterAbstract>(
    limits.map((limit) => [limit.name, new RateLimiterMemory(optionsOf(limit, multiplier))]),
  );
}

function inPostgres(pool: pg.Pool, limits: readonly AbuseLimit[], multiplier: number, log: Log) {
  const limiters = new Map<string, RateLimiterAbstract>();
  // The first limiter makes the table (if no process has yet) and clears expired rows every
  // five minutes for all of them; requests wait for the table rather than count elsewhere.
  let ready: Promise<void> = Promise.resolve();
  limits.forEach((limit, i) => {
    const options = {
      ...optionsOf(limit, multiplier),
      storeClient: pool,
      storeType: 'pool',
      tableName: TABLE,
      // Should PostgreSQL fail to answer, this process goes on counting by itself.
      insuranceLimiter: new RateLimiterMemory(optionsOf(limit, multiplier)),
    };
    if (i === 0) {
      ready = new Promise((resolve) => {
        // Without the table every count falls to the insurance: limited still, per process.
        const made = (error?: Error) => {
          if (error) log.warn('abuse limits count per process', { error: error.message });
          resolve();
        };
        limiters.set(limit.name, new RateLimiterPostgres(options, made));
      });
    } else {
      limiters.set(
        limit.name,
        new RateLimiterPostgres({ ...options, tableCreated: true, clearExpiredByTimeout: false }),
      );
    }
  });
  return { limiters, ready };
}
