import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../app.js';
import { openDeps } from '../bootstrap.js';
import { readConfig } from '../config.js';
import type { AppDeps } from '../deps.js';
import { memoryLog } from '../log.js';
import type { Mailer } from '../account/mail.js';
import { newTestBucket, testMediaStore } from './s3-stand-in.js';

/** Server tests run on PostgreSQL when TEST_DATABASE_URL is set, else on SQLite. */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'sqlite';

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API sent
  body: any;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: NonNullable<RequestInit['body']>;
  headers?: Record<string, string>;
}

/** The server's clock; starts at the real time, moves only when a test moves it. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

/** What a restarted server keeps: its data directory, its PostgreSQL database and its clock. */
interface ServerData {
  dataDir: string;
  clock: TestClock;
  postgres: { url: string; drop(): Promise<void> } | undefined;
  /** the bucket's settings when media are kept on the S3 stand-in (TEST_MEDIA_STORE=s3) */
  bucket?: Record<string, string> | undefined;
}

export interface TestServer {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  log: ReturnType<typeof memoryLog>;
  dataDir: string;
  clock: TestClock;
  call(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  /** Registers a new user with a unique name; returns what the API answered. */
  register(prefix?: string): Promise<{
    user: { id: string; ritual_user: string; email: string };
    token: string;
    password: string;
  }>;
  /** Closes the database and removes the data. */
  close(): Promise<void>;
  /**
   * Stops this server as a crashed or redeployed process would (its database connections close)
   * and starts a new one on the same data and clock. This server must not be used afterwards.
   */
  restart(): Promise<TestServer>;
}

let userCounter = 0;

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `ritual_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface TestServerOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Opens the data of an earlier server instead of fresh data (restart() passes it). */
  reuse?: ServerData;
  /**
   * The built page's public pages and renderer (server/app.ts), for a test of the pages the
   * server draws; without them the test's server has neither, whether or not a build exists.
   */
  built?: { pagesRoot: string; renderRoot: string };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'ritual-test-'));
  const postgres = options.reuse
    ? options.reuse.postgres
    : testDialect === 'postgres'
      ? await createPostgresDatabase()
      : undefined;
  const bucket = options.reuse
    ? options.reuse.bucket
    : testMediaStore === 's3'
      ? await newTestBucket()
      : undefined;
  const config = readConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://ritual.test',
    // Tests send far more than a person would from one address; those of the limits turn them on.
    RATE_LIMITS: 'off',
    ...(postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '4' } : {}),
    ...bucket,
    ...options.env,
  });
  const log = memoryLog();
  const clock: TestClock = options.reuse?.clock ?? {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const deps = await openDeps(config, log, {
    now: () => clock.now,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  // A stand-in for the built page, so tests of the history fallback do not need a build.
  const clientRoot = join(dataDir, 'client');
  mkdirSync(clientRoot, { recursive: true });
  writeFileSync(
    join(clientRoot, 'index.html'),
    '<!doctype html><title>Ritual</title><div id="root"></div>',
  );
  const app = createApp(deps, {
    clientRoot,
    pagesRoot: options.built?.pagesRoot ?? join(dataDir, 'pages'),
    renderRoot: options.built?.renderRoot ?? join(dataDir, 'render'),
  });

  const call = async (method: string, path: string, o: CallOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body = o.body;
    if (o.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(o.json);
    }
    const response = await app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    if (response.headers.get('content-type')?.includes('json') && text !== '')
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, text, body: parsed };
  };

  return {
    deps,
    app,
    log,
    dataDir,
    clock,
    call,
    async register(prefix = 'user') {
      userCounter += 1;
      const username = `${prefix}${process.pid % 1000}x${userCounter}${Math.random().toString(36).slice(2, 6)}`;
      const password = `correct horse ${username}`;
      const res = await call('POST', '/api/auth/register', {
        json: { username, email: `${username}@example.test`, password },
      });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
      return {
        ...(res.body as {
          user: { id: string; ritual_user: string; email: string };
          token: string;
        }),
        password,
      };
    },
    async close() {
      await deps.database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await deps.database.close();
      return startTestServer({ ...options, reuse: { dataDir, clock, postgres, bucket } });
    },
  };
}
