import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { seededRandom } from './seeded.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const EACH = 25;

describe(`a conversation written by both people at once (${testDialect})`, () => {
  let server: TestServer;
  let ada: Account;
  let bo: Account;
  beforeAll(async () => {
    server = await startTestServer();
    [ada, bo] = await Promise.all([server.register('ada'), server.register('bo')]);
  });
  afterAll(() => server.close());

  /** The whole conversation as one reader pages through it, newest first. */
  async function read(reader: Account, partner: Account): Promise<ChatMessage[]> {
    const messages: ChatMessage[] = [];
    let cursor = '';
    for (;;) {
      const res = await server.call(
        'GET',
        `/api/chat-messages?recipient=${partner.user.id}&limit=7${cursor}`,
        { token: reader.token },
      );
      expect(res.status).toBe(200);
      messages.push(...res.body.messages);
      if (!res.body.next) return messages;
      cursor = `&cursor=${res.body.next}`;
    }
  }

  it('ends in one order, the same for both, with every message once', async () => {
    const random = seededRandom();
    // Some messages carry the id their device made (dated up to a minute back, as when sent
    // offline), the others get theirs from the server.
    const sends = random.shuffle(
      [ada, bo].flatMap((sender) =>
        Array.from({ length: EACH }, (_, i) => {
          const partner = sender === ada ? bo : ada;
          const value = `${sender.user.ritual_user} #${i}`;
          const id =
            random.int(0, 1) === 0
              ? undefined
              : uuidv7({ msecs: server.clock.now - random.int(0, 60_000) });
          return { sender, json: { id, value, recipient: partner.user.ritual_user } };
        }),
      ),
    );
    const answers = await Promise.all(
      sends.map(({ sender, json }) =>
        server.call('POST', '/api/chat-messages', { token: sender.token, json }),
      ),
    );
    expect(answers.filter((a) => a.status !== 201).map((a) => a.text)).toEqual([]);
    const sent = answers.map((a) => a.body as ChatMessage);

    const [seenByAda, seenByBo] = await Promise.all([read(ada, bo), read(bo, ada)]);
    const order = (messages: ChatMessage[]) => messages.map((m) => [m.id, m.value, m.created_at]);
    expect(order(seenByBo)).toEqual(order(seenByAda));
    // None lost, none twice: exactly what was sent.
    expect(seenByAda.map((m) => m.id).sort()).toEqual(sent.map((m) => m.id).sort());
    expect(new Set(seenByAda.map((m) => m.value)).size).toBe(2 * EACH);
    // Newest first by id, and never a newer created_at below an older one.
    const ids = seenByAda.map((m) => m.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const times = seenByAda.map((m) => Date.parse(m.created_at));
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeLessThanOrEqual(times[i - 1]!);
    for (const { json } of sends.filter((s) => s.json.id)) {
      expect(seenByAda.find((m) => m.id === json.id)?.value).toBe(json.value);
    }
    // Both chat lists show the same newest message.
    for (const reader of [ada, bo]) {
      const chats = await server.call('GET', '/api/chat-messages/chats', { token: reader.token });
      expect(chats.body.map((c: { lastMessage: ChatMessage }) => c.lastMessage.id)).toEqual([
        ids[0],
      ]);
    }
  });
});
