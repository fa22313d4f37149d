/**
 * A server process's orphan media sweep, run as a process of its own (sweepInProcesses below, for
 * media/orphan-sweep.test.ts): each opens DATA_DIR's database (DATABASE_URL's when set) as a
 * server would, waits until all of them are ready, so that they sweep at the same moment, sweeps
 * once and prints the result as JSON.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDeps } from '../bootstrap.js';
import { readConfig } from '../config.js';
import { memoryLog } from '../log.js';
import { sweepOrphanMedia, type SweepResult } from '../media/orphan-sweep.js';
import { projectRoot } from '../paths.js';

const SCRIPT = 'server/test/sweep-process.ts';

/** Starts `count` processes of this file on `dataDir` (and PostgreSQL at `databaseUrl`). */
export async function sweepInProcesses(
  count: number,
  options: { dataDir: string; databaseUrl: string | undefined },
): Promise<SweepResult[]> {
  // Where each process says it is ready; none sweeps before all have.
  const barrier = mkdtempSync(join(tmpdir(), 'ritual-sweep-'));
  const run = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT], {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        RITUAL_SWEEP_BARRIER: barrier,
        RITUAL_SWEEP_PARTIES: String(count),
      },
    });
  try {
    const outputs = await Promise.all(Array.from({ length: count }, run));
    return outputs.map(
      ({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1)!) as SweepResult,
    );
  } finally {
    rmSync(barrier, { recursive: true, force: true });
  }
}

const barrier = process.env.RITUAL_SWEEP_BARRIER;
if (barrier) {
  const deps = await openDeps(readConfig(), memoryLog());
  writeFileSync(join(barrier, String(process.pid)), '');
  const parties = Number(process.env.RITUAL_SWEEP_PARTIES);
  while (readdirSync(barrier).length < parties) await new Promise((r) => setTimeout(r, 10));
  const result = await sweepOrphanMedia(deps);
  await deps.database.close();
  console.log(JSON.stringify(result));
}
