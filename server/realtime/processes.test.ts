import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/harness.js';
import {
  callApi,
  connectSocket,
  connected,
  registerUser,
  tempDataDir,
  type Listening,
} from '../test/sockets.js';
import { spawnServer, type ServerProcess } from '../test/spawn-server.js';

// Several processes share one PostgreSQL database and reach each other's sockets through
// @socket.io/postgres-adapter; SQLite is one process by design. So this needs TEST_DATABASE_URL:
// CI's PostgreSQL pass (the server suite again with TEST_DATABASE_URL) runs it, and on SQLite it
// shows as skipped.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const dirs = [tempDataDir(), tempDataDir()];
  let one: ServerProcess;
  let two: ServerProcess;
  const sockets: Listening[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const started = await Promise.all(
      dirs.map((d) => spawnServer({ databaseUrl: database.url, dataDir: d.dir })),
    );
    [one, two] = [started[0]!, started[1]!];
  }, 60_000);

  afterAll(async () => {
    for (const { socket } of sockets) socket.disconnect();
    await Promise.all([one, two].map((server) => server?.stop()));
    await database?.drop();
    for (const d of dirs) d.remove();
  });

  const listenOnTwo = async (token: string) => {
    const listening = connectSocket(two.url, { token });
    sockets.push(listening);
    await connected(listening.socket);
    return listening;
  };

  it('carries a chat message sent through one process to a socket on the other', async () => {
    const sender = await registerUser(one.url, 'pa');
    const recipient = await registerUser(one.url, 'pb');
    const listening = await listenOnTwo(recipient.token);
    const sent = await callApi(one.url, 'POST', '/api/chat-messages', {
      token: sender.token,
      json: { value: 'across processes', recipient: recipient.id },
    });
    expect(sent.status).toBe(201);
    expect(await listening.next('message')).toEqual(sent.body);
  });

  it('tells a socket on the other process to pull when an entry is created through one', async () => {
    const owner = await registerUser(one.url, 'pc');
    const journal = await callApi(one.url, 'POST', '/api/journals', {
      token: owner.token,
      json: { title: 'Two places' },
    });
    const listening = await listenOnTwo(owner.token);
    const { body: before } = await callApi(two.url, 'GET', '/api/sync?since=0&limit=500', {
      token: owner.token,
    });
    const entry = await callApi(one.url, 'POST', '/api/entries', {
      token: owner.token,
      json: { journal_id: journal.body.id, notes: 'written on one' },
    });
    expect(entry.status).toBe(201);

    // Notices of the earlier writes may still arrive first: wait for one past the cursor.
    let notice = (await listening.next('sync')) as { cursor: string };
    while (Number(notice.cursor) <= Number(before.cursor))
      notice = (await listening.next('sync')) as { cursor: string };
    const pulled = await callApi(two.url, 'GET', `/api/sync?since=${before.cursor}`, {
      token: owner.token,
    });
    expect(pulled.body.changes.map((c: { id: string }) => c.id)).toContain(entry.body.id);
  });
  it('counts a video call whose people are on both processes, and ends a session on either', async () => {
    const owner = await registerUser(one.url, 'pd');
    const journal = await callApi(one.url, 'POST', '/api/journals', {
      token: owner.token,
      json: { title: 'Duet', private: false },
    });
    const journalId = journal.body.id as string;
    const guest = await registerUser(one.url, 'pe');
    const onOne = connectSocket(one.url, { token: owner.token });
    sockets.push(onOne);
    await connected(onOne.socket);
    const onTwo = await listenOnTwo(guest.token);
    const inCall = async () =>
      (
        await callApi(two.url, 'GET', `/api/sync?since=0&limit=500`, { token: owner.token })
      ).body.changes.find((c: { id: string }) => c.id === journalId).record
        .videoConferenceParticipants as number;
    const join = ({ socket }: Listening) =>
      socket.timeout(10_000).emitWithAck('video-room-join', { journalId });

    expect(await join(onOne)).toBe(true);
    expect(await join(onTwo)).toBe(true);
    // Each process counted the other's socket too (fetchSockets through the adapter).
    expect(await inCall()).toBe(2);
    expect(await onTwo.socket.timeout(10_000).emitWithAck('video-room-leave', { journalId })).toBe(
      false,
    );
    expect(await inCall()).toBe(1);

    // Signing out through process one closes the socket held by process two.
    const closed = new Promise<string>((resolve) => onTwo.socket.once('disconnect', resolve));
    const out = await callApi(one.url, 'POST', '/api/auth/logout', { token: guest.token });
    expect(out.status).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});
