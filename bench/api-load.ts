// Issue 9, benchmark 1 (`npm run bench -- api`): requests per second and p99 latency of three API
// calls on Ritual's server (a real process, loopback, 2 connections per core, autocannon), each
// beside a bare Hono route answering JSON of the same size, on SQLite and on PostgreSQL.
// Targets: reads serve at least 50% of the bare route's rate, a 304 at least 80% (issue 22), held
// as "bare ÷ Ritual ≤ 2×" and "≤ 1.25×".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareApiWorkload, type ApiRoute, type ApiWorkload } from './api-workload.js';
import { connections, loadInTurn, loadSeconds, warmUpSeconds, type Load } from './load.js';
import { createBenchDatabase, type BenchDatabase } from './postgres-database.js';
import type { Figure } from './results.js';
import {
  serverMode,
  startBareServer,
  startRitualServer,
  type BenchProcess,
  type RitualServer,
} from './server-process.js';

export type Dialect = 'sqlite' | 'postgres';
export const dialects: Dialect[] = ['sqlite', 'postgres'];

/** A database for one dialect (undefined for SQLite), or null when PostgreSQL is unreachable. */
export async function databaseFor(dialect: Dialect): Promise<BenchDatabase | undefined | null> {
  if (dialect === 'sqlite') return undefined;
  return (await createBenchDatabase()) ?? null;
}

/** Starts the bare Hono route answering what this server answered. */
async function startYardstick(workload: ApiWorkload): Promise<BenchProcess & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'ritual-bench-bare-'));
  const file = join(dir, 'payloads.json');
  writeFileSync(file, JSON.stringify(workload.payloads));
  try {
    return { ...(await startBareServer(file)), dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

const howLoaded = () =>
  `autocannon, ${connections} connections (2 per core), ${loadSeconds} s in two halves taken in turn with the bare route's (A B B A) after a ${warmUpSeconds} s warm-up each, loopback, ${serverMode} server`;

function apiFigures(dialect: Dialect, route: ApiRoute, ritual: Load, bare: Load): Figure[] {
  const name = `API ${route.label} (${dialect})`;
  const share = (ritual.rps / bare.rps) * 100;
  return [
    {
      name: `${name}: requests per second`,
      value: ritual.rps,
      unit: 'req/s',
      note: `${howLoaded()}; answers ${(route.answerBytes / 1024).toFixed(1)} kB of JSON; bare Hono route in the same run: ${bare.rps.toFixed(0)} req/s`,
    },
    {
      name: `${name}: p99 latency`,
      value: ritual.p99,
      unit: 'ms',
      note: `p50 ${ritual.p50} ms; bare Hono route p99 ${bare.p99} ms, p50 ${bare.p50} ms`,
    },
    {
      name: `${name}: bare Hono route rps ÷ Ritual rps`,
      value: bare.rps / ritual.rps,
      unit: '×',
      ...(route.leastShare ? { budget: 1 / route.leastShare } : {}),
      note: `Ritual serves ${share.toFixed(0)}% of the rate of a bare Hono route answering the same in its own process${route.leastShare ? ` (target: at least ${route.leastShare * 100}%)` : ''}`,
    },
  ];
}

/** One dialect: a fresh server and database, each route loaded beside the bare route. */
async function measureDialect(dialect: Dialect, database: BenchDatabase | undefined) {
  const figures: Figure[] = [];
  let server: RitualServer | undefined;
  let bare: (BenchProcess & { dir: string }) | undefined;
  try {
    server = await startRitualServer(database?.url);
    const workload = await prepareApiWorkload(server.url, connections);
    bare = await startYardstick(workload);
    for (const route of workload.routes) {
      const [ritual, yardstick] = await loadInTurn(server.url, bare.url, route);
      console.log(
        `  ${dialect} ${route.label}: ${ritual.rps.toFixed(0)} req/s, p99 ${ritual.p99} ms` +
          ` (bare route ${yardstick.rps.toFixed(0)} req/s, p99 ${yardstick.p99} ms)`,
      );
      figures.push(...apiFigures(dialect, route, ritual, yardstick));
    }
    return figures;
  } finally {
    await bare?.stop();
    if (bare) rmSync(bare.dir, { recursive: true, force: true });
    await server?.stop();
  }
}

export async function measureApi(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const dialect of dialects) {
    const database = await databaseFor(dialect);
    if (database === null) continue;
    try {
      figures.push(...(await measureDialect(dialect, database)));
    } finally {
      await database?.drop();
    }
  }
  return figures;
}
