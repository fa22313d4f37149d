import { spawn } from 'node:child_process';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USAGE, runAdminCommand } from './account/admin-commands.js';
import { createJournal, createTextEntry } from './test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from './test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

/** The admin command as a separate process on the test server's database, as an operator runs it. */
function runProcess(args: string[], server: TestServer) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'server/admin.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.deps.config.databaseUrl ?? '',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe(`npm run admin (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function admin(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, server.deps.database, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }
  const me = async (account: Account) =>
    (await server.call('GET', '/api/auth', { token: account.token })).body.user;
  const moderate = (account: Account, entryId: string) =>
    server.call('POST', `/api/entries/${entryId}/moderate`, {
      token: account.token,
      json: { hidden: true },
    });

  it('grant makes a user an admin who may moderate; revoke takes it back', async () => {
    const [moderator, author] = await Promise.all([server.register('mod'), server.register('au')]);
    const journal = await createJournal(server, author.token);
    const entry = await createTextEntry(server, author.token, journal.id);
    expect((await moderate(moderator, entry.id)).status).toBe(403);

    const granted = await admin('grant', moderator.user.ritual_user.toUpperCase());
    expect(granted).toEqual({
      code: 0,
      out: [`${moderator.user.ritual_user} is now an administrator.`],
      err: [],
    });
    expect((await moderate(moderator, entry.id)).status).toBe(200);

    const revoked = await admin('revoke', moderator.user.ritual_user);
    expect(revoked.out).toEqual([`${moderator.user.ritual_user} is no longer an administrator.`]);
    expect((await moderate(moderator, entry.id)).status).toBe(403);
  });

  it('plus gives plus for life and unplus takes it away, each telling the user’s devices', async () => {
    const user = await server.register('member');
    const { cursor } = (await server.call('GET', '/api/sync', { token: user.token })).body;
    const granted = await admin('plus', user.user.ritual_user);
    expect(granted.out).toEqual([`${user.user.ritual_user} now has plus for life.`]);
    expect(await me(user)).toMatchObject({ plus: true });
    const pulled = await server.call('GET', `/api/sync?since=${cursor}`, { token: user.token });
    expect(pulled.body.changes).toEqual([
      expect.objectContaining({ kind: 'user', record: expect.objectContaining({ plus: true }) }),
    ]);

    const taken = await admin('unplus', user.user.ritual_user);
    expect(taken).toMatchObject({ code: 0, out: [`${user.user.ritual_user} no longer has plus.`] });
    expect(await me(user)).toMatchObject({ plus: false });
  });

  it('answers an unknown user or bad arguments with a message on stderr and exit code 1', async () => {
    expect(await admin('plus', `nobody${uuidv7().slice(0, 8)}`)).toMatchObject({
      code: 1,
      out: [],
      err: [expect.stringMatching(/^No user is called "nobody/)],
    });
    expect(await admin()).toEqual({ code: 1, out: [], err: [ADMIN_USAGE] });
    expect(await admin('promote', 'someone')).toEqual({
      code: 1,
      out: [],
      err: [`Unknown command "promote".\n${ADMIN_USAGE}`],
    });
    expect((await admin('grant')).code).toBe(1);
    expect((await admin('grant', 'a', 'b')).code).toBe(1);
  });

  // A process of its own compiles the server with tsx: 22 s on a two-core runner under load.
  it('runs as its own process on the server’s configured database', async () => {
    const user = await server.register('cli');
    const done = await runProcess(['plus', user.user.ritual_user], server);
    expect(done).toMatchObject({
      code: 0,
      stdout: `${user.user.ritual_user} now has plus for life.\n`,
    });
    expect(await me(user)).toMatchObject({ plus: true });

    const unknown = await runProcess(['grant', 'no-such-user'], server);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user is called "no-such-user".');
  }, 60_000);
});
