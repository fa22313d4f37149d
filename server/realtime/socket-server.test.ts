import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE } from '../account/sessions.js';
import { readConfig } from '../config.js';
import { memoryLog } from '../log.js';
import { startServer, type RunningServer } from '../server.js';
import { createPostgresDatabase, testDialect } from '../test/harness.js';
import {
  DROPS_BEFORE_CLOSING,
  EVENT_BURST,
  EVENTS_PER_SECOND,
  THROTTLED_TEXT,
} from './event-throttle.js';
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
      // This file registers more people from one address than the sign-up limit allows.
      RATE_LIMITS: 'off',
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

  /** The journal's "N in the video chat", as its owner's page reads it. */
  const inCall = async () => {
    const { body } = await api('GET', '/api/sync?since=0&limit=500', { token: owner.token });
    const journal = body.changes.find(
      (c: { kind: string; id: string }) => c.kind === 'journal' && c.id === journalId,
    );
    return journal.record.videoConferenceParticipants as number;
  };
  /** The server's answer: whether the socket is counted in the call now (fails on no answer). */
  const say = (
    { socket }: Listening,
    event: 'video-room-join' | 'video-room-leave',
    room: unknown = { journalId },
  ) => socket.timeout(3000).emitWithAck(event, room);

  it('counts the people in a journal’s video call itself, never a number a page sends', async () => {
    const [own, ownOtherTab, col] = await Promise.all(
      [owner, owner, collaborator].map((u) => listen(u.token)),
    );
    expect(await inCall()).toBe(0);

    // The old 'jitsi' report of a head count is no event any more: 9999 changes nothing.
    const untyped = col!.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    untyped.emit('jitsi', { journal: journalId, numberOfParticipants: 9999 });
    expect(await say(col!, 'video-room-join')).toBe(true);
    expect(await inCall()).toBe(1);
    // Its members' pages are told to pull the new count.
    await own!.next('sync');

    // Two members in the call show 2; the owner's second tab is the same person.
    expect(await say(own!, 'video-room-join')).toBe(true);
    expect(await say(ownOtherTab!, 'video-room-join')).toBe(true);
    expect(await inCall()).toBe(2);
    // Said again every 10 s by an open panel: still 2.
    expect(await say(col!, 'video-room-join')).toBe(true);
    expect(await inCall()).toBe(2);

    // One leaving shows 1; the owner closing both tabs (no leave sent) shows 0.
    expect(await say(col!, 'video-room-leave')).toBe(false);
    expect(await inCall()).toBe(1);
    own!.socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await inCall()).toBe(1);
    ownOtherTab!.socket.disconnect();
    await expect.poll(inCall, { timeout: 3000 }).toBe(0);
  });

  it('refuses a stranger a private journal’s call, and does not count them', async () => {
    const [col, other] = await Promise.all([collaborator, stranger].map((u) => listen(u.token)));
    expect(await say(col!, 'video-room-join')).toBe(true);
    expect(await say(other!, 'video-room-join')).toBe(false);
    expect(await inCall()).toBe(1);
    // Payloads that do not parse are no call to be in, and the socket stays.
    expect(await say(other!, 'video-room-join', { journalId: 'not-an-id' })).toBe(false);
    expect(await say(other!, 'video-room-join', null)).toBe(false);
    expect(other!.socket.connected).toBe(true);
    expect(await inCall()).toBe(1);
    expect(await say(col!, 'video-room-leave')).toBe(false);
    expect(await inCall()).toBe(0);
  });

  it('drops a flood of events and says so once, then closes a socket that keeps on', async () => {
    // The allowance refills with time: held still, a busy runner that reads the flood slowly
    // cannot refill it meanwhile (which left the socket open and this test waiting).
    const { deps } = server;
    const started = deps.monotonicNow();
    deps.monotonicNow = () => started;
    try {
      const flooder = await listen(stranger.token);
      let answered = 0;
      for (let i = 0; i < 100; i += 1)
        flooder.socket.emit('video-room-join', { journalId: 'flood' }, () => (answered += 1));
      await flooder.next('throttled');
      // Once the bucket has filled again the socket is heard; its answer comes after the flood's.
      deps.monotonicNow = () => started + (EVENT_BURST / EVENTS_PER_SECOND) * 1000;
      expect(await say(flooder, 'video-room-join', { journalId: 'flood' })).toBe(false);
      expect(answered).toBe(EVENT_BURST);
      expect(flooder.received.throttled).toEqual([{ message: THROTTLED_TEXT }]);
      expect(flooder.socket.connected).toBe(true);

      const closed = new Promise<string>((resolve) => flooder.socket.once('disconnect', resolve));
      for (let i = 0; i < EVENT_BURST + DROPS_BEFORE_CLOSING; i += 1)
        flooder.socket.emit('video-room-join', { journalId: 'flood' });
      expect(await closed).toBe('io server disconnect');
    } finally {
      deps.monotonicNow = () => performance.now();
    }
  });

  it('closes a socket whose session expired at its next event', async () => {
    const person = await registerUser(server.url, 'exp');
    const listening = await listen(person.token);
    // Bounded, so the clock is set back even when the socket stays open.
    const closed = new Promise<string>((resolve, reject) => {
      listening.socket.once('disconnect', resolve);
      setTimeout(() => reject(new Error('the socket stayed open')), 3000);
    });
    const realNow = server.deps.now;
    server.deps.now = () => realNow() + SESSION_MAX_AGE + 1;
    try {
      listening.socket.emit('video-room-join', { journalId });
      expect(await closed).toBe('io server disconnect');
    } finally {
      server.deps.now = realNow;
    }
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
