import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import {
  createPostgresDatabase,
  testDialect,
  type CallOptions,
  type TestResponse,
} from '../../../server/test/harness.js';
import { spawnServer, type ServerProcess } from '../../../server/test/spawn-server.js';
import type { Account, ServerHost, WireRecord } from './server-host.js';

/**
 * How much later each restarted process on PostgreSQL believes it is: past idempotency.ts's
 * ABANDONED_AFTER (60 s), after which a claim the killed process left 'running' is taken over.
 * Without it a write that was in flight at the kill would wait that minute (409, Retry-After)
 * before going through. SQLite's one process releases such claims as it starts, so it runs on the
 * real clock: the test proves that.
 */
const A_MINUTE_LATER = 61_000;

/** One `activity` row: what the feeds show about a journal or entry being made. */
export interface ActivityRow {
  type: string;
  journal_id: string | null;
  entry_id: string | null;
}

/**
 * The server as its own process (`node server/main.ts`), for tests that kill it with SIGKILL and
 * start it again on the same data: SQLite in a data directory, or a PostgreSQL database made for
 * it when TEST_DATABASE_URL is set. Devices reach it through `asServerHost()`.
 */
export class ProcessHost {
  /** true from the kill until the test lets devices reach the new process */
  down = false;
  /** every mutating request a device got answered (the devices' Network writes it) */
  readonly wire: WireRecord[] = [];
  /** mutating requests sent to the server so far, retries included */
  sent = 0;
  /** told of each mutating request as it is sent, with its number */
  onSend: ((count: number) => void) | undefined;
  /** the devices' clock: the real one (the server process keeps its own) */
  readonly clock = {
    get now() {
      return Date.now();
    },
    advance(): void {
      throw new Error('a server process runs on the real clock');
    },
  };
  readonly app = { request: (request: Request) => this.forward(request) };
  private restarts = 0;

  private constructor(
    private server: ServerProcess,
    private readonly dataDir: string,
    private readonly postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined,
  ) {}

  static async start(): Promise<ProcessHost> {
    const dataDir = mkdtempSync(join(tmpdir(), 'ritual-crash-'));
    const postgres = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
    return new ProcessHost(await spawn(dataDir, postgres?.url, 0), dataDir, postgres);
  }

  /**
   * Device and Network use only `clock`, `down`, `wire` and `app.request` of their host, and
   * serverSnapshot only `call`: this host has each, over real HTTP to the process.
   */
  asServerHost(): ServerHost {
    return this as unknown as ServerHost;
  }

  /** A device's request, sent to whichever process runs now. */
  private async forward(request: Request): Promise<Response> {
    const { pathname, search } = new URL(request.url);
    const mutating = request.method !== 'GET';
    if (mutating) {
      this.sent += 1;
      this.onSend?.(this.sent);
    }
    return fetch(`${this.server.url}${pathname}${search}`, {
      method: request.method,
      headers: request.headers,
      ...(mutating ? { body: await request.arrayBuffer() } : {}),
    });
  }

  /** JSON over HTTP straight to the process, whether or not devices may reach it. */
  async call(method: string, path: string, options: CallOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers,
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') && text !== '';
    const body: unknown = json ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, text, body };
  }

  async register(prefix: string): Promise<Account> {
    const username = `${prefix}${process.pid % 1000}x${Math.random().toString(36).slice(2, 8)}`;
    const res = await this.call('POST', '/api/auth/register', {
      json: { username, email: `${username}@example.test`, password: `correct horse ${username}` },
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.body as Account;
  }

  /** SIGKILL: devices get no answer from now on, and requests in flight none either. */
  async kill(): Promise<void> {
    this.down = true;
    await this.server.kill();
  }

  /** A new process on the same data (on PostgreSQL a minute later: A_MINUTE_LATER); devices stay away. */
  async restart(): Promise<void> {
    this.restarts += 1;
    const later = this.postgres ? this.restarts * A_MINUTE_LATER : 0;
    this.server = await spawn(this.dataDir, this.postgres?.url, later);
  }

  /** What the activity table holds for a user, read from the database itself. */
  async activityOf(userId: string): Promise<ActivityRow[]> {
    const sql = 'select type, journal_id, entry_id from activity where user_id = ';
    if (this.postgres) {
      const client = new pg.Client({ connectionString: this.postgres.url });
      await client.connect();
      try {
        return (await client.query<ActivityRow>(`${sql}$1`, [userId])).rows;
      } finally {
        await client.end();
      }
    }
    const file = new BetterSqlite3(join(this.dataDir, 'ritual.sqlite'), { readonly: true });
    try {
      return file.prepare(`${sql}?`).all(userId) as ActivityRow[];
    } finally {
      file.close();
    }
  }

  /** The end of the running process's log, for a failure message. */
  logTail(): string {
    return this.server.output().slice(-4000);
  }

  async close(): Promise<void> {
    await this.server.stop();
    await this.postgres?.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

function spawn(dataDir: string, databaseUrl: string | undefined, clockAheadMs: number) {
  return spawnServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    clockAheadMs,
    // Room for every entry a run writes: no plus-upgrade answers.
    env: { FREE_ENTRY_LIMIT: '100000' },
  });
}
