import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ErrorText } from '../../contract/error-texts.js';
import { callApi, registerUser } from '../test/sockets.js';
import { spawnServer, type ServerProcess } from '../test/spawn-server.js';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres.js';
import { startLoad, type Answer, type LoadClient } from './write-load.js';

/** Clients writing at once, each as its own user. */
const CLIENTS = 3;
/** How long PostgreSQL stays down between its stop and its start. */
const DOWN_MS = 1000;
/** How long the server may take to write again once PostgreSQL is back. */
const RECOVERY_DEADLINE_MS = 20_000;

/** docs/product.md §8's answer while the database cannot be reached (server/http/errors.ts). */
const unavailable = {
  status: 503,
  body: { statusCode: 503, message: ErrorText.unavailable, ref: expect.any(String) },
  retryAfter: '5',
};
/**
 * A write's retry that arrives as PostgreSQL comes back, before the server has settled the
 * Idempotency-Key of the try that failed, hears "still being processed, come back in 1 s".
 */
const stillRunning = {
  status: 409,
  body: { statusCode: 409, message: expect.stringMatching(/still being processed/) },
  retryAfter: '1',
};

/** What the clients were answered, counted, for a failure message. */
function tally(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const what =
      'failed' in answer
        ? answer.failed
        : `${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts].map(([what, n]) => `${n}× ${what}`).join('\n');
}

// It starts a PostgreSQL cluster of its own, so it needs no TEST_DATABASE_URL; it runs in CI's
// PostgreSQL pass (the server suite with TEST_DATABASE_URL), which has PostgreSQL installed, and
// shows as skipped in the SQLite pass so it does not run twice.
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'runs in the PostgreSQL pass (TEST_DATABASE_URL set)'
  : privatePostgresUnavailable;

describe.skipIf(skipReason !== undefined)(
  `PostgreSQL restarted under write load${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let postgres: PrivatePostgres;
    let server: ServerProcess;
    let dataDir: string | undefined;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'ritual-pg-restart-'));
      postgres = await startPrivatePostgres();
      server = await spawnServer({
        dataDir,
        databaseUrl: postgres.url,
        env: { FREE_ENTRY_LIMIT: '100000' },
      });
    }, 60_000);

    afterAll(async () => {
      await server?.stop();
      await postgres?.remove();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 while it restarts, then writes again by itself, losing nothing acknowledged', async () => {
      const clients: LoadClient[] = [];
      for (let n = 0; n < CLIENTS; n += 1) {
        const user = await registerUser(server.url, 'pgrestart');
        const journal = await callApi(server.url, 'POST', '/api/journals', {
          token: user.token,
          json: { title: `Load ${n}` },
        });
        expect(journal.status).toBe(201);
        clients.push({
          url: server.url,
          token: user.token,
          journalId: journal.body.id,
          writes: [],
          reads: [],
        });
      }
      const writes = () => clients.flatMap((client) => client.writes);
      const writeAnswers = () => writes().flatMap((write) => write.answers);
      const readAnswers = () => clients.flatMap((client) => client.reads);
      onTestFailed(() => {
        console.error(`writes:\n${tally(writeAnswers())}\nreads:\n${tally(readAnswers())}`);
        console.error(server.output().slice(-5000));
      });

      const load = startLoad(clients);
      const untilEachHas = async (done: number, since: number, failure: string) => {
        const end = performance.now() + RECOVERY_DEADLINE_MS;
        while (load.doneSince(since).some((n) => n < done)) {
          if (performance.now() > end) throw new Error(`${failure} in ${RECOVERY_DEADLINE_MS} ms`);
          await sleep(50);
        }
      };
      try {
        await untilEachHas(3, 0, 'no writes before the restart');
        await postgres.stop();
        await sleep(DOWN_MS);
        await postgres.start();
        // Writes begun after PostgreSQL is back succeed, from the same server process.
        await untilEachHas(3, performance.now(), 'no writes once PostgreSQL was back');
      } finally {
        await load.stop(RECOVERY_DEADLINE_MS);
      }
      expect(server.child.exitCode, 'the server process exited').toBeNull();

      // Every request was answered, in time, with success or a "not now" (never 500).
      const answers = [...writeAnswers(), ...readAnswers()];
      expect(
        answers.filter((a) => 'failed' in a),
        'requests with no answer',
      ).toEqual([]);
      const refusals = answers.filter((a) => 'status' in a && a.status >= 300);
      expect(refusals, 'answers while PostgreSQL was down').toContainEqual(unavailable);
      for (const refusal of readAnswers().filter((a) => 'status' in a && a.status >= 300))
        expect(refusal, 'a read while PostgreSQL was down').toEqual(unavailable);
      for (const refusal of writeAnswers().filter((a) => 'status' in a && a.status >= 300))
        expect([unavailable, stillRunning], 'a write while PostgreSQL was down').toContainEqual(
          refusal,
        );

      // Each write was done in the end (the clients retried until it was), and is there once,
      // with the one feed line its creation makes: nothing acknowledged lost, nothing done twice.
      expect(writes().filter((write) => !write.done)).toEqual([]);
      const database = new pg.Client({ connectionString: postgres.url });
      await database.connect();
      try {
        const journals = clients.map((client) => client.journalId);
        const entries = await database.query<{ id: string }>(
          'select id from entries where journal_id = any($1)',
          [journals],
        );
        const lines = await database.query<{ entry_id: string }>(
          "select entry_id from activity where type = 'entry-created' and journal_id = any($1)",
          [journals],
        );
        const written = writes()
          .map((write) => write.id)
          .sort();
        expect(entries.rows.map((row) => row.id).sort()).toEqual(written);
        expect(lines.rows.map((row) => row.entry_id).sort()).toEqual(written);
      } finally {
        await database.end();
      }
    }, 90_000);
  },
);
