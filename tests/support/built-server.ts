import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { freePort } from './free-port.js';
import { assertBuilt, projectRoot, serverMain } from './paths.js';

const READY_TIMEOUT_MS = 30_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
  /** Sends SIGTERM, as a process manager would, and waits for the process to end. */
  stop(): Promise<Exit>;
}

export interface StartOptions {
  /** Reuse a data directory (a restart); default: a fresh temporary one. */
  dataDir?: string;
  /** Reuse a port (so an open page finds the server again); default: a free one. */
  port?: number;
  /** More configuration, e.g. a smaller upload limit. */
  env?: Record<string, string>;
  /** Run a copy of the build (`copyOfBuild`) instead of dist/ itself. */
  build?: string;
}

/** A fresh temporary data directory; remove it with `removeDataDir`. */
export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'ritual-e2e-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The build as another release of the app: its own dist/ (so a test may change its service worker,
 * as a new version would, while other specs serve dist/ as built), sharing the sources it reads
 * (migrations, examples) and node_modules. Remove it with `removeDataDir`.
 */
export function copyOfBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'ritual-build-'));
  cpSync(join(projectRoot, 'package.json'), join(root, 'package.json'));
  for (const shared of ['node_modules', 'server'])
    symlinkSync(join(projectRoot, shared), join(root, shared), 'dir');
  // Copied, not linked: the server finds its project root from where its own files are.
  cpSync(join(projectRoot, 'dist'), join(root, 'dist'), { recursive: true });
  return root;
}

/**
 * Runs the built server (`node dist/node/server/main.js`) as a real child process on SQLite, and
 * resolves once GET /api/openapi.json answers.
 */
export async function startBuiltServer(options: StartOptions = {}): Promise<BuiltServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? makeDataDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The suite sends far more from one address than a person would; a test may turn them on.
    RATE_LIMITS: 'off',
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // The process must use SQLite and write mail to the outbox, whatever the developer's shell says.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;

  const build = options.build ?? projectRoot;
  const main = options.build ? join(build, relative(projectRoot, serverMain)) : serverMain;
  const child = spawn(process.execPath, [main], { cwd: build, env });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, exited);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${printed}`, {
      cause: error,
    });
  }
  return {
    url,
    port,
    dataDir,
    output: () => printed,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, exited: Promise<Exit>) {
  let gone: Exit | undefined;
  void exited.then((exit) => (gone = exit));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited early (code ${gone.code}, signal ${gone.signal})`);
    try {
      const response = await fetch(`${url}/api/openapi.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server (pid ${child.pid}) did not answer within ${READY_TIMEOUT_MS} ms`);
}
