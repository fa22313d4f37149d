import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  startBuiltServer,
  type BuiltServer,
} from '../support/built-server.js';

let running: BuiltServer | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
  if (dataDir) removeDataDir(dataDir);
  dataDir = undefined;
});

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the server process', () => {
  it('keeps its SQLite database in DATA_DIR and exits with 0 on SIGTERM', async () => {
    dataDir = makeDataDir();
    running = await startBuiltServer({ dataDir });
    expect(existsSync(join(dataDir, 'ritual.sqlite'))).toBe(true);

    const exit = await running.stop();
    expect(exit, running.output()).toEqual({ code: 0, signal: null });
  });

  it('finds what was stored before a restart on the same DATA_DIR', async () => {
    dataDir = makeDataDir();
    const username = `restart${Date.now().toString(36)}`;
    const password = 'a long enough passphrase';

    running = await startBuiltServer({ dataDir });
    const registered = await postJson(`${running.url}/api/auth/register`, {
      username,
      email: `${username}@example.com`,
      password,
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect((await running.stop()).code).toBe(0);

    running = await startBuiltServer({ dataDir });
    const login = await postJson(`${running.url}/api/auth/login`, { login: username, password });
    expect(login.status, await login.clone().text()).toBe(200);
    const body = await login.json();
    expect(body.user.ritual_user).toBe(username);
    expect(typeof body.token).toBe('string');
  });
});
