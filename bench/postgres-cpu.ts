// CPU time PostgreSQL spends on one benchmark database: what limits a single primary once the
// app servers are many. Read from /proc for the backends pg_stat_activity lists for the database
// (the local server only; WAL writer, checkpointer and autovacuum are not counted).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { postgresAdminUrl } from './postgres-database.js';

/** Linux's clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100;

async function backendPids(database: string): Promise<number[]> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

/** User plus system CPU of a process in ms; 0 once it has ended. */
function cpuMs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command name (which may hold spaces) start at field 3; utime, stime: 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Starts counting the database's backend CPU; the function it answers stops and answers the ms
 * spent since (a backend that ended meanwhile is lost, so this errs low).
 */
export async function meterPostgresCpu(database: string): Promise<() => Promise<number>> {
  const before = new Map((await backendPids(database)).map((pid) => [pid, cpuMs(pid)]));
  return async () => {
    const pids = new Set([...before.keys(), ...(await backendPids(database))]);
    let spent = 0;
    for (const pid of pids) spent += Math.max(0, cpuMs(pid) - (before.get(pid) ?? 0));
    return spent;
  };
}
