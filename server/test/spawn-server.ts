import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { projectRoot } from '../paths.js';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** what the process has logged so far (stdout and stderr) */
  output(): string;
  /** SIGKILL, as a crash or an out-of-memory kill ends it; resolves once it has exited */
  kill(): Promise<void>;
  /** SIGTERM, as a deploy stops it (in-flight requests finish); resolves once it has exited */
  stop(): Promise<void>;
}

interface SpawnOptions {
  dataDir: string;
  /** PostgreSQL; without it the process uses SQLite in `dataDir` */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Runs the process's clock this far ahead of the real one (see clock-ahead.ts). */
  clockAheadMs?: number;
}

/** Keeps the end of a long log: enough to explain a failure. */
const MAX_OUTPUT = 200_000;

/** `server/main.ts` as its own process, as a deployment runs it; resolves once it listens. */
export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const ahead = options.clockAheadMs ?? 0;
  const args = ['--import', 'tsx', ...(ahead ? ['--import', './server/test/clock-ahead.ts'] : [])];
  const child = spawn(process.execPath, [...args, 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      // Tests send far more than a person would from one address (abuse limits: see RATE_LIMITS).
      RATE_LIMITS: 'off',
      ...(ahead ? { RITUAL_CLOCK_AHEAD_MS: String(ahead) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT);
  };
  // Read both pipes for the process's whole life: a full pipe would block its logging.
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    // tsx compiles the server as it starts: 9–16 s on a two-core runner busy with the other suites.
    const timer = setTimeout(() => reject(new Error(`no start in 60 s:\n${output}`)), 60_000);
    const listening = () => {
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (!found) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      resolve(found[1]!);
    };
    child.stdout.on('data', listening);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${String(code)}:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    child,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
