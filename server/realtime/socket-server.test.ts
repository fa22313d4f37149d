import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { memoryLog } from '../log.js';
import { startServer, type RunningServer } from '../server.js';
import { createPostgresDatabase, testDialect } from '../test/harness.js';
import {
  callApi,
  connectSocket,
  connected,
  registerUser,
  tempDataDir,
  type Listening,
} from '../test/sockets.js';

// Runs on SQLite, and again on PostgreSQL (with its adapter) in CI's TEST_DATABASE_URL pass.
describe(`socket.io on the API's server (${testDialect})`, () => {
  const data = tempDataDir();
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let server: RunningServer;
  let port = 0;
  const sockets: Listening[] = [];

  const start = async () => {
    const config = readConfig({
      PORT: String(port),
      DATA_DIR: data.dir,
      ...(postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '4' } : {}),
    });
    server = await startServer(config, memoryLog());
    port = Number(new URL(server.url).port);
  };
  const api = (method: string, path: string, options?: Parameters<typeof callApi>[3]) =>
    callApi(server.url, method, path, options);
  const listen = async (token: string) => {
    const listening = connectSocket(server.url, { token });
    sockets.push(listening);
    await connected(listening.socket);
    return listening;
  };

  let owner: { id: string; token: string };
  let collaborator: { id: string; token: string };
  let stranger: { id: string; token: string };
  let journalId: string;

  beforeAll(async () => {
    postgres = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
    await start();
    owner = await registerUser(server.url, 'own');
    collaborator = await registerUser(server.url, 'col');
    stranger = await registerUser(server.url, 'str');
    const journal = await api('POST', '/api/journals', {
      token: owner.token,
      json: { title: 'Scales', private: true },
    });
    journalId = journal.body.id;
    const invitation = await api(
      'POST',
      `/api/journals/${journalId}/invite-user/${collaborator.id}`,
      { token: owner.token },
    );
    const accepted = await api('POST', `/api/journal-invitations/${invitation.body.id}/accept`, {
      token: collaborator.token,
    });
    expect(accepted.status).toBeLessThan(300);
  });

  afterAll(async () => {
    for (const { socket } of sockets) socket.disconnect();
    await server.close();
    await postgres?.drop();
    data.remove();
  });

  it('refuses a handshake without a token or with a bad one, and takes a Bearer header', async () => {
    for (const auth of [{}, { token: 'not-a-session-token-at-all-xxxx' }]) {
      const refused = connectSocket(server.url, auth);
      sockets.push(refused);
      await expect(connected(refused.socket)).rejects.toThrow('Please sign in to continue.');
      refused.socket.disconnect();
    }
    const byHeader = connectSocket(server.url, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    sockets.push(byHeader);
    await connected(byHeader.socket);
    byHeader.socket.disconnect();
  });

  it("sends a chat message to its recipient and the sender's other tabs, nobody else", async () => {
    const [to, from, other] = await Promise.all(
      [collaborator, owner, stranger].map((u) => listen(u.token)),
    );
    const sent = await api('POST', '/api/chat-messages', {
      token: owner.token,
      json: { value: 'practice at six?', recipient: collaborator.id },
    });
    expect(sent.status).toBe(201);
    expect(await to!.next('message')).toEqual(sent.body);
    expect(await from!.next('message')).toMatchObject({ sender_id: owner.id, id: sent.body.id });

    // The stranger's own change, after the message: once its notice is here, any message meant
    // for the stranger would have arrived too.
    await api('POST', '/api/journals', { token: stranger.token, json: { title: 'Mine' } });
    await other!.next('sync');
    expect(other!.received.message).toEqual([]);
  });

  it("tells the journal's members to pull when an entry is created, after it committed", async () => {
    const [own, col, other] = await Promise.all(
      [owner, collaborator, stranger].map((u) => listen(u.token)),
    );
    const { body: before } = await api('GET', '/api/sync?since=0', { token: collaborator.token });
    const created = await api('POST', '/api/entries', {
      token: owner.token,
      json: { journal_id: journalId, notes: 'C major, twice' },
    });
    expect(created.status).toBe(201);

    const notice = (await col!.next('sync')) as { cursor: string };
    await own!.next('sync');
    expect(Number(notice.cursor)).toBeGreaterThan(Number(before.cursor));
    const pulled = await api('GET', `/api/sync?since=${before.cursor}`, {
      token: collaborator.token,
    });
    expect(pulled.body.changes.map((c: { id: string }) => c.id)).toContain(created.body.id);

    await api('POST', '/api/journals', { token: stranger.token, json: { title: 'Other' } });
    await other!.next('sync');
    expect(other!.received.sync).toHaveLength(1);
  });

  it("keeps a journal's video head count from its members' pages, ignoring bad reports", async () => {
    const [own, col, other] = await Promise.all(
      [owner, collaborator, stranger].map((u) => listen(u.token)),
    );
    const count = async () => {
      const { body } = await api('GET', '/api/sync?since=0&limit=500', { token: owner.token });
      const journal = body.changes.find(
        (c: { kind: string; id: string }) => c.kind === 'journal' && c.id === journalId,
      );
      return journal.record.videoConferenceParticipants as number;
    };
    expect(await count()).toBe(0);

    // Payloads that do not parse are dropped and the socket stays; a good one lands.
    col!.socket.emit('jitsi', { journal: 'not-an-id', numberOfParticipants: -1 });
    col!.socket.emit('jitsi', null as never);
    col!.socket.emit('jitsi', { journal: journalId, numberOfParticipants: 3 });
    await own!.next('sync');
    expect(await count()).toBe(3);
    expect(col!.socket.connected).toBe(true);

    // The stranger may not view the private journal: only their report on their own one lands.
    const theirs = await api('POST', '/api/journals', {
      token: stranger.token,
      json: { title: 'Duets' },
    });
    await other!.next('sync');
    other!.socket.emit('jitsi', { journal: journalId, numberOfParticipants: 9 });
    other!.socket.emit('jitsi', { journal: theirs.body.id, numberOfParticipants: 2 });
    await other!.next('sync');
    expect(await count()).toBe(3);
  });

  it("closes a session's sockets when it ends, and only that session's", async () => {
    const person = await registerUser(server.url, 'ses');
    const signIn = async () =>
      (
        await api('POST', '/api/auth/login', {
          json: { login: person.username, password: person.password },
        })
      ).body.token as string;
    const [laptopToken, tabletToken] = [await signIn(), await signIn()];
    const phone = await listen(person.token);
    const laptop = await listen(laptopToken);
    const tablet = await listen(tabletToken);
    const closed = ({ socket }: Listening) =>
      new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // Signing the phone out closes the phone's socket; the others keep theirs.
    const phoneClosed = closed(phone);
    expect((await api('POST', '/api/auth/logout', { token: person.token })).status).toBe(204);
    expect(await phoneClosed).toBe('io server disconnect');
    expect([laptop.socket.connected, tablet.socket.connected]).toEqual([true, true]);

    // A password change on the laptop ends every other session: the tablet's socket closes.
    const tabletClosed = closed(tablet);
    const changed = await api('POST', '/api/auth/password', {
      token: laptopToken,
      json: { current_password: person.password, password: 'a brand new passphrase' },
    });
    expect(changed.status).toBe(200);
    expect(await tabletClosed).toBe('io server disconnect');
    expect(laptop.socket.connected).toBe(true);

    // The laptop still hears its messages.
    await api('POST', '/api/chat-messages', {
      token: owner.token,
      json: { value: 'new password?', recipient: person.id },
    });
    expect(await laptop.next('message')).toMatchObject({ value: 'new password?' });
  });

  it('reconnects a client across a server restart, which then gets events again', async () => {
    const col = await listen(collaborator.token);
    const reconnected = new Promise<void>((resolve) =>
      col.socket.io.once('reconnect', () => resolve()),
    );
    await server.close();
    await start();
    await reconnected;

    await api('POST', '/api/chat-messages', {
      token: owner.token,
      json: { value: 'still there?', recipient: collaborator.id },
    });
    expect(await col.next('message')).toMatchObject({ value: 'still there?' });
  });
});
