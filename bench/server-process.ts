// The processes the server benchmarks load: Ritual's server as it runs in production (its own
// Node process, over loopback) and the bare Hono route it is compared with.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port.js';
import { projectRoot, serverMain } from '../tests/support/paths.js';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * `npm run bench` builds first, so the built server is measured by default;
 * BENCH_SERVER=source runs server/main.ts through tsx's loader instead (same process, no build).
 */
export const serverMode: 'built' | 'source' =
  process.env.BENCH_SERVER === 'source' ? 'source' : 'built';

export interface BenchProcess {
  url: string;
  pid: number;
  /** Everything the process printed (its last 20 kB), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not ended in time. */
  stop(): Promise<void>;
}

async function launch(args: string[], env: NodeJS.ProcessEnv, port: number): Promise<BenchProcess> {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env });
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${printed}`);
    // Any HTTP answer means it listens; /api/openapi.json would build the whole document and
    // inflate the idle memory measured afterwards.
    const answered = await fetch(`${url}/api/sync`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${args.join(' ')} did not answer in ${READY_TIMEOUT_MS} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid!, output: () => printed, stop };
}

export interface RitualServer extends BenchProcess {
  dataDir: string;
}

/** Ritual's server on a fresh data directory, on SQLite or on the PostgreSQL database given. */
export async function startRitualServer(
  databaseUrl?: string,
  settings: Record<string, string> = {},
): Promise<RitualServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The load writes thousands of entries as one user would never be allowed to.
    FREE_ENTRY_LIMIT: '1000000000',
    ...settings,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (serverMode === 'built' && !existsSync(serverMain))
    throw new Error(`${serverMain} is missing: run \`npm run build\` or set BENCH_SERVER=source.`);
  const args =
    serverMode === 'built'
      ? [serverMain]
      : ['--import', 'tsx', join(projectRoot, 'server/main.ts')];
  try {
    const server = await launch(args, env, port);
    return {
      ...server,
      dataDir,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The bare Hono route (bench/bare-server.ts) answering the JSON bodies in `payloadFile`. */
export async function startBareServer(payloadFile: string): Promise<BenchProcess> {
  const port = await freePort();
  const script = join(projectRoot, 'bench/bare-server.ts');
  return launch(['--import', 'tsx', script, payloadFile, String(port)], process.env, port);
}

/** Resident memory of a process in MB, from Linux's /proc (ps elsewhere is too slow to sample). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb[1]) / 1024;
}
