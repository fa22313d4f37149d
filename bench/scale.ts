// Issue 9, benchmark 6 (`npm run bench -- scale`): the API calls of bench/api-load.ts with 1, 2, 3
// and 4 server processes on one PostgreSQL database, each process on its own port. The load is
// one autocannon per process, all at once, from this process; requests per second are summed and
// p50/p99 come from all the processes' latencies together. The total number of connections stays
// at 2 per core (rounded up to a multiple of the processes), so only the process count changes.
import { prepareApiWorkload, type ApiRoute } from './api-workload.js';
import { connections, loadTogether, seconds, warmUpSeconds, type Load } from './load.js';
import { meterPostgresCpu } from './postgres-cpu.js';
import { createBenchDatabase } from './postgres-database.js';
import type { Figure } from './results.js';
import { serverMode, startRitualServer, type RitualServer } from './server-process.js';

const scaleSeconds = seconds('BENCH_SCALE_SECONDS', 4);
const processCounts = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,3,4')
  .split(',')
  .map((count) => Number(count))
  .sort((a, b) => a - b);
if (processCounts.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error('BENCH_SCALE_PROCESSES must be counts like 1,2,3,4');

const perProcess = (processes: number) => Math.ceil(connections / processes);
const cpuPerRequest = (load: Pick<Load, 'metered' | 'answered'>) => load.metered! / load.answered;

/** What one primary pays per request, over every process count: its capacity, not the apps'. */
function databaseCpuFigure(route: ApiRoute, loads: Load[]): Figure {
  const spent = loads.reduce((sum, load) => sum + load.metered!, 0);
  const answered = loads.reduce((sum, load) => sum + load.answered, 0);
  return {
    name: `scale ${route.label}: PostgreSQL CPU per request`,
    value: cpuPerRequest({ metered: spent, answered }),
    unit: 'ms',
    note: `user+system CPU of the database's backends (/proc; WAL writer, checkpointer, autovacuum not counted) over ${answered} requests in the runs with ${processCounts.join(', ')} processes`,
  };
}

/** `first`: the same route with the fewest processes, to compare with. */
function scaleFigures(route: ApiRoute, processes: number, load: Load, first?: Load): Figure[] {
  const name = `scale ${route.label}, ${processes} process${processes > 1 ? 'es' : ''} on one PostgreSQL`;
  const total = perProcess(processes) * processes;
  const versus = first
    ? `; ${(load.rps / first.rps).toFixed(2)}× the rate of ${processCounts[0]} process(es)`
    : '';
  const database = `; PostgreSQL backends ${cpuPerRequest(load).toFixed(2)} CPU ms per request`;
  return [
    {
      name: `${name}: requests per second`,
      value: load.rps,
      unit: 'req/s',
      note: `sum over processes; ${total} connections in all (${perProcess(processes)} per process, one autocannon each), ${scaleSeconds} s after ${warmUpSeconds} s warm-up, ${serverMode} server${versus}${database}`,
    },
    {
      name: `${name}: p99 latency`,
      value: load.p99,
      unit: 'ms',
      note: `all processes' latencies together; p50 ${load.p50} ms`,
    },
  ];
}

export async function measureScale(): Promise<Figure[]> {
  const database = await createBenchDatabase();
  if (!database) return [];
  const servers: RitualServer[] = [];
  try {
    // The first process migrates the database; the others start once it has.
    servers.push(await startRitualServer(database.url));
    const most = Math.max(...processCounts.map((count) => perProcess(count) * count));
    const workload = await prepareApiWorkload(servers[0]!.url, most);
    const meter = () => meterPostgresCpu(database.name);
    const loads = new Map<string, Load[]>(workload.routes.map((route) => [route.key, []]));
    const figures: Figure[] = [];
    for (const processes of processCounts) {
      while (servers.length < processes) servers.push(await startRitualServer(database.url));
      const urls = servers.slice(0, processes).map((server) => server.url);
      for (const route of workload.routes) {
        const load = await loadTogether(urls, route, perProcess(processes), scaleSeconds, meter);
        const earlier = loads.get(route.key)!;
        console.log(
          `  ${processes} × ${route.label}: ${load.rps.toFixed(0)} req/s, p99 ${load.p99} ms`,
        );
        figures.push(...scaleFigures(route, processes, load, earlier[0]));
        earlier.push(load);
      }
    }
    return [
      ...figures,
      ...workload.routes.map((route) => databaseCpuFigure(route, loads.get(route.key)!)),
    ];
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
