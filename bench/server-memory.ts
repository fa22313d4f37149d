// Issue 9, benchmark 5 (`npm run bench -- memory`): the server process's resident memory (RSS)
// idle, after it started and answered a few requests, and at its peak under the API load of
// bench/api-load.ts (the same three calls, one after another), on SQLite and on PostgreSQL.
import { ApiClient } from '../tests/support/api-client.js';
import { databaseFor, dialects, type Dialect } from './api-load.js';
import { prepareApiWorkload } from './api-workload.js';
import { connections, loadOne, seconds, warmUpSeconds } from './load.js';
import type { Figure } from './results.js';
import { rssMb, serverMode, startRitualServer, type RitualServer } from './server-process.js';

const SAMPLE_EVERY_MS = 100;
/** Long enough for start-up garbage to be collected before the idle figure is read. */
const SETTLE_MS = 3000;
const loadSeconds = seconds('BENCH_MEMORY_SECONDS', 5);

/** What a person does first: sign up, make a journal, write, read it back, sync. */
async function aFewRequests(url: string) {
  const api = new ApiClient(url);
  const person = await api.register('idle');
  const journal = (await api.call('POST', '/journals', person, {
    private: false,
    title: 'First',
  })) as {
    id: string;
  };
  await api.call('POST', '/entries', person, { journal_id: journal.id, notes: 'Hello' });
  await api.call('GET', `/journals/${journal.id}/entries`, person);
  await api.call('GET', '/sync?since=0', person);
}

/** Runs `work` while sampling the process's RSS; answers the highest sample. */
async function peakWhile(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), SAMPLE_EVERY_MS);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMb(pid));
}

async function measureDialect(dialect: Dialect, databaseUrl: string | undefined) {
  let server: RitualServer | undefined;
  try {
    // Its first requests sign up one more account from this address than the API load does,
    // which the abuse limits' hourly allowance refuses; ten times each allowance keeps them on.
    server = await startRitualServer(databaseUrl, { RATE_LIMITS: '10' });
    await aFewRequests(server.url);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = rssMb(server.pid);
    const workload = await prepareApiWorkload(server.url, connections);
    const url = server.url;
    const peak = await peakWhile(server.pid, async () => {
      for (const route of workload.routes) await loadOne(url, route, loadSeconds);
    });
    console.log(`  ${dialect}: idle ${idle.toFixed(0)} MB, under load up to ${peak.toFixed(0)} MB`);
    const how = `${serverMode} server, RSS from /proc`;
    return [
      {
        name: `server memory idle (${dialect})`,
        value: idle,
        unit: 'MB',
        note: `${how}, ${SETTLE_MS / 1000} s after start, a sign-up and four calls`,
      },
      {
        name: `server memory under API load, peak (${dialect})`,
        value: peak,
        unit: 'MB',
        // Issue 22's budget.
        budget: 250,
        note: `${how} sampled every ${SAMPLE_EVERY_MS} ms while ${workload.routes.map((r) => r.label).join(', ')} each ran ${loadSeconds} s (after ${warmUpSeconds} s warm-up) with ${connections} connections`,
      },
    ] satisfies Figure[];
  } finally {
    await server?.stop();
  }
}

export async function measureServerMemory(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const dialect of dialects) {
    const database = await databaseFor(dialect);
    if (database === null) continue;
    try {
      figures.push(...(await measureDialect(dialect, database?.url)));
    } finally {
      await database?.drop();
    }
  }
  return figures;
}
