import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { makeAdmin } from '../test/fixtures.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`chat (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const send = (from: Account, recipient: string, value: string, id?: string) =>
    server.call('POST', '/api/chat-messages', {
      token: from.token,
      json: { value, recipient, ...(id ? { id } : {}) },
    });
  const open = (reader: Account, recipient: string, query = '') =>
    server.call('GET', `/api/chat-messages?recipient=${encodeURIComponent(recipient)}${query}`, {
      token: reader.token,
    });
  const chats = async (account: Account) => {
    const res = await server.call('GET', '/api/chat-messages/chats', { token: account.token });
    expect(res.status).toBe(200);
    return res.body as {
      user: { id: string; ritual_user: string };
      lastMessage: { id: string; value: string; sender_id: string };
      unreadMessages: number;
    }[];
  };
  const values = (res: { body: { messages: { value: string }[] } }) =>
    res.body.messages.map((m) => m.value);

  describe('POST /api/chat-messages', () => {
    let alice: Account;
    let bob: Account;
    beforeAll(async () => {
      [alice, bob] = await Promise.all([server.register('alice'), server.register('bob')]);
    });

    it('asks a visitor to sign in', async () => {
      const res = await server.call('POST', '/api/chat-messages', {
        json: { value: 'hi', recipient: bob.user.id },
      });
      expect(res.status).toBe(401);
    });

    it('sends a message to a username in any case, under the id the client chose', async () => {
      const id = uuidv7();
      const res = await send(alice, bob.user.ritual_user.toUpperCase(), '  Hello Bob  ', id);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id,
        sender_id: alice.user.id,
        recipient_id: bob.user.id,
        type: 'text',
        value: 'Hello Bob',
        read_at: null,
      });
    });

    it('sends a message to a user id', async () => {
      const res = await send(alice, bob.user.id, 'By id');
      expect(res.status).toBe(201);
      expect(res.body.recipient_id).toBe(bob.user.id);
    });

    it('stores a message sent four times at once under one id exactly once', async () => {
      const id = uuidv7();
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => send(alice, bob.user.id, 'Racing retries', id)),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 201]);
      const conversation = await open(bob, alice.user.id, '&limit=100');
      expect(values(conversation).filter((value) => value === 'Racing retries')).toHaveLength(1);
    });

    it('answers a replay of the sender’s own id with the message, and refuses it to anyone else', async () => {
      const id = uuidv7();
      const first = await send(alice, bob.user.id, 'Once', id);
      const again = await send(alice, bob.user.id, 'Once', id);
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.body).toEqual(first.body);
      const stolen = await send(bob, alice.user.id, 'Mine', id);
      expect(stolen.status).toBe(409);
      expect(values(await open(bob, alice.user.id)).filter((v) => v === 'Once')).toHaveLength(1);
    });

    it('answers 404 for a user who does not exist', async () => {
      expect((await send(alice, 'nobody-at-all', 'Hello?')).status).toBe(404);
      expect((await send(alice, uuidv7(), 'Hello?')).status).toBe(404);
    });

    it('refuses a message to yourself', async () => {
      const res = await send(alice, alice.user.ritual_user, 'Note to self');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/yourself/);
      expect((await send(alice, alice.user.id, 'Note to self')).status).toBe(400);
    });

    it('refuses an empty message, an overlong one and an unknown type with a readable reason', async () => {
      const empty = await send(alice, bob.user.id, '   ');
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('value: Please write a message.');
      expect((await send(alice, bob.user.id, 'x'.repeat(5001))).status).toBe(400);
      const typed = await server.call('POST', '/api/chat-messages', {
        token: alice.token,
        json: { value: 'hi', recipient: bob.user.id, type: 'video' },
      });
      expect(typed.status).toBe(400);
      expect(typed.body.message).toMatch(/^type:/);
    });
  });

  describe('GET /api/chat-messages', () => {
    let alice: Account;
    let bob: Account;
    let carol: Account;
    beforeAll(async () => {
      [alice, bob, carol] = await Promise.all([
        server.register('alice'),
        server.register('bob'),
        server.register('carol'),
      ]);
      for (const value of ['one', 'two', 'three']) await send(alice, bob.user.id, value);
      await send(bob, alice.user.id, 'four');
      await send(carol, alice.user.id, 'from carol');
    });

    it('asks a visitor to sign in', async () => {
      const res = await server.call('GET', `/api/chat-messages?recipient=${bob.user.id}`);
      expect(res.status).toBe(401);
    });

    it('shows the conversation newest first, a page at a time', async () => {
      const first = await open(alice, bob.user.ritual_user, '&limit=3');
      expect(first.status).toBe(200);
      expect(values(first)).toEqual(['four', 'three', 'two']);
      expect(first.body.next).toBe(first.body.messages[2].id);
      const second = await open(alice, bob.user.ritual_user, `&limit=3&cursor=${first.body.next}`);
      expect(values(second)).toEqual(['one']);
      expect(second.body.next).toBeNull();
    });

    it('shows someone outside the pair only their own conversation with the user they name', async () => {
      const res = await open(carol, bob.user.id);
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual([]);
      const withAlice = await open(carol, alice.user.id);
      expect(values(withAlice)).toEqual(['from carol']);
    });

    it('shows an admin no one else’s conversation either', async () => {
      const admin = await server.register('admin');
      await makeAdmin(server, admin.user.id);
      const res = await open(admin, bob.user.id);
      expect(res.status).toBe(200);
      expect(res.body.messages).toEqual([]);
    });

    it('marks what the reader received as read, and nothing the reader sent', async () => {
      const [dave, erin] = await Promise.all([server.register('dave'), server.register('erin')]);
      await send(dave, erin.user.id, 'to erin');
      await send(erin, dave.user.id, 'to dave');
      const before = server.clock.now;
      server.clock.advance(5_000);
      const read = await open(erin, dave.user.id);
      const byValue = new Map(
        read.body.messages.map((m: { value: string; read_at: string | null }) => [m.value, m]),
      );
      expect(byValue.get('to erin')).toMatchObject({
        read_at: new Date(before + 5_000).toISOString(),
      });
      expect(byValue.get('to dave')).toMatchObject({ read_at: null });
      const seenByDave = await open(dave, erin.user.id);
      expect(seenByDave.body.messages.every((m: { read_at: string | null }) => m.read_at)).toBe(
        true,
      );
    });

    it('answers 404 for an unknown user, and 400 without a recipient or for yourself', async () => {
      expect((await open(alice, 'nobody-at-all')).status).toBe(404);
      const missing = await server.call('GET', '/api/chat-messages', { token: alice.token });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^recipient:/);
      expect((await open(alice, alice.user.id)).status).toBe(400);
      expect((await open(alice, bob.user.id, '&cursor=not-an-id')).status).toBe(400);
    });
  });

  describe('GET /api/chat-messages/chats', () => {
    it('asks a visitor to sign in', async () => {
      expect((await server.call('GET', '/api/chat-messages/chats')).status).toBe(401);
    });

    it('counts unread messages until the recipient opens the conversation', async () => {
      const [alice, bob] = await Promise.all([server.register('alice'), server.register('bob')]);
      for (const value of ['a', 'b', 'c']) await send(alice, bob.user.id, value);
      const unread = await chats(bob);
      expect(unread).toHaveLength(1);
      expect(unread[0]).toMatchObject({
        user: { id: alice.user.id, ritual_user: alice.user.ritual_user },
        lastMessage: { value: 'c', sender_id: alice.user.id },
        unreadMessages: 3,
      });
      expect((await chats(alice))[0]).toMatchObject({
        user: { id: bob.user.id },
        unreadMessages: 0,
      });
      await open(bob, alice.user.ritual_user);
      expect((await chats(bob))[0]?.unreadMessages).toBe(0);
    });

    it('lists each partner once, the latest conversation first, with only its participants', async () => {
      const [me, older, newer, outsider] = await Promise.all([
        server.register('me'),
        server.register('older'),
        server.register('newer'),
        server.register('outsider'),
      ]);
      await send(me, older.user.id, 'first to older');
      await send(newer, me.user.id, 'from newer');
      await send(older, me.user.id, 'older replies');
      await send(me, newer.user.id, 'to newer, last');
      await send(outsider, older.user.id, 'not about me');
      const mine = await chats(me);
      expect(mine.map((c) => [c.user.id, c.lastMessage.value, c.unreadMessages])).toEqual([
        [newer.user.id, 'to newer, last', 1],
        [older.user.id, 'older replies', 1],
      ]);
      const theirs = await chats(outsider);
      expect(theirs.map((c) => c.user.id)).toEqual([older.user.id]);
    });
  });

  describe('GET /api/sync (chat messages)', () => {
    async function pull(account: Account, since = '0') {
      const res = await server.call('GET', `/api/sync?since=${since}`, { token: account.token });
      expect(res.status).toBe(200);
      const changes = (res.body.changes as SyncChange[]).filter((c) => c.kind === 'chat_message');
      return { changes, cursor: res.body.cursor as string };
    }

    it('carries a message to both participants, then its read mark to the sender', async () => {
      const [sender, recipient, outsider] = await Promise.all([
        server.register('sender'),
        server.register('recipient'),
        server.register('outsider'),
      ]);
      const sent = await send(sender, recipient.user.id, 'synced');
      const received = await pull(recipient);
      expect(received.changes).toEqual([
        expect.objectContaining({ id: sent.body.id, deleted: false, record: sent.body }),
      ]);
      const sendersFirst = await pull(sender);
      expect(sendersFirst.changes.map((c) => c.record?.read_at)).toEqual([null]);
      expect((await pull(outsider)).changes).toEqual([]);

      await open(recipient, sender.user.id);
      const afterRead = await pull(sender, sendersFirst.cursor);
      expect(afterRead.changes).toHaveLength(1);
      expect(afterRead.changes[0]?.record?.read_at).toEqual(expect.any(String));
      expect((await pull(recipient, received.cursor)).changes[0]?.record?.read_at).toEqual(
        expect.any(String),
      );
    });
  });
});
