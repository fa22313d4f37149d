import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { sendMessage } from '../data/actions/chat';
import { chatSummaries } from '../data/queries/chats';
import { aPerson, aProfile } from '../test/people';
import { freshStore } from '../../local-store/fake-store';
import { jsonAnswer } from '../test/answers';
import { lookUpPartner, readConversation } from './chat-server';
import { localPartner, waitingMessageIds } from './chat-queries';

const me = '0190a000-0000-7000-8000-000000000001';
const bo = '0190a000-0000-7000-8000-0000000000b0';

const message = (id: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender_id: bo,
  recipient_id: me,
  type: 'text',
  value: `message ${id.slice(-1)}`,
  created_at: '2026-11-23T10:00:00.000Z',
  read_at: null,
  ...fields,
});
const m1 = message('0193a000-0000-7000-8000-000000000001');
const m2 = message('0193a000-0000-7000-8000-000000000002');

function setUp(answer: (request: Request) => Response) {
  const db = freshStore();
  const sent: Request[] = [];
  const fetch = ((request: Request) => {
    sent.push(request.clone());
    return Promise.resolve(answer(request));
  }) as typeof globalThis.fetch;
  const deps = {
    db,
    fetch,
    baseUrl: 'http://ritual.test/api',
    getToken: () => Promise.resolve('t'),
  };
  return { db, deps, sent };
}

describe('readConversation', () => {
  it('asks the server for the conversation, which reads it, and clears the unread count here', async () => {
    const read = '2026-11-23T11:00:00.000Z';
    const { db, deps, sent } = setUp(() =>
      jsonAnswer(200, {
        messages: [
          { ...m2, read_at: read },
          { ...m1, read_at: read },
        ],
        next: null,
      }),
    );
    await db.chatMessages.bulkPut([m1, m2]);
    expect((await chatSummaries(db, me))[0]!.unreadMessages).toBe(2);

    await readConversation(deps, bo);

    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/chat-messages');
    expect(url.searchParams.get('recipient')).toBe(bo);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer t');
    expect((await chatSummaries(db, me))[0]!.unreadMessages).toBe(0);
  });

  it('leaves a message of the user’s that still waits in the outbox where it is', async () => {
    const ctx = {
      now: Date.parse('2026-11-23T10:30:00.000Z'),
      user: aPerson('me', { id: me }),
    };
    const waiting = sendMessage(bo, 'on the train', ctx);
    const { db, deps } = setUp(() => jsonAnswer(200, { messages: [m1], next: null }));
    await db.outbox.add(waiting);
    await db.pendingRecords.put({
      key: `chat_message:${waiting.recordId}`,
      kind: 'chat_message',
      recordId: waiting.recordId,
      base: null,
      pending: [waiting.id],
    });
    await db.chatMessages.put((waiting.patch as { record: unknown }).record as ChatMessage);

    await readConversation(deps, bo);

    expect((await db.chatMessages.get(waiting.recordId))?.value).toBe('on the train');
    expect(await waitingMessageIds(db)).toEqual(new Set([waiting.recordId]));
    expect(await db.chatMessages.get(m1.id)).toEqual(m1);
  });
});

describe('lookUpPartner', () => {
  const profile = aProfile({ id: bo, ritual_user: 'Bo' });

  it('remembers who a username is, so the conversation opens offline by that name', async () => {
    const { db, deps, sent } = setUp(() => jsonAnswer(200, profile));
    expect(await localPartner(db, 'bo')).toEqual({ id: null, user: null });
    expect(await lookUpPartner(deps, 'bo')).toEqual({ id: bo, ritual_user: 'Bo', avatar: null });
    expect(new URL(sent[0]!.url).pathname).toBe('/api/users/bo');
    expect(await localPartner(db, 'bo')).toEqual({
      id: bo,
      user: { id: bo, ritual_user: 'Bo', avatar: null },
    });
  });

  it('answers null for a name nobody has, and throws other failures', async () => {
    const missing = setUp(() => jsonAnswer(404, { statusCode: 404, message: 'Not found' }));
    expect(await lookUpPartner(missing.deps, 'nobody')).toBeNull();
    const broken = setUp(() =>
      jsonAnswer(500, { statusCode: 500, message: 'Something went wrong.' }),
    );
    await expect(lookUpPartner(broken.deps, 'bo')).rejects.toThrow();
  });
});
