import { describe, expect, it } from 'vitest';
import { rememberChatPartners } from '../seen-pages';
import { freshStore } from '../../../local-store/fake-store';
import { aPerson } from '../../test/people';
import { chatSummaries } from './chats';
import { conversation } from './conversation';
import { message, user } from './test-records';

const ada = user('ada');
const bo = user('bo');
const cy = user('cy');
const dee = user('dee');

/** Ada's messages: with Bo (two unread from Bo), with Cy (all read), with Dee (Ada wrote last). */
const messages = [
  message(bo, ada, '2031-01-01T10:00:00.000Z'),
  message(ada, bo, '2031-01-01T11:00:00.000Z'),
  message(bo, ada, '2031-01-03T10:00:00.000Z'),
  message(cy, ada, '2031-01-02T10:00:00.000Z', '2031-01-02T11:00:00.000Z'),
  message(dee, ada, '2031-01-01T09:00:00.000Z'),
  message(ada, dee, '2031-01-04T10:00:00.000Z'),
  message(bo, cy, '2031-01-05T10:00:00.000Z'),
];

describe('chatSummaries', () => {
  it('has one conversation per partner, newest first, counting what the partner sent unread', async () => {
    const db = freshStore();
    await db.chatMessages.bulkPut(messages);
    const chats = await chatSummaries(db, ada.id);
    expect(
      chats.map((chat) => [chat.partnerId, chat.lastMessage.value, chat.unreadMessages]),
    ).toEqual([
      [dee.id, 'sent at 2031-01-04T10:00:00.000Z', 1],
      [bo.id, 'sent at 2031-01-03T10:00:00.000Z', 2],
      [cy.id, 'sent at 2031-01-02T10:00:00.000Z', 0],
    ]);
  });

  it('names partners from their user records or the remembered chat list, else leaves them unnamed', async () => {
    const db = freshStore();
    await db.chatMessages.bulkPut(messages);
    await db.users.put({ ...bo, ritual_user: 'bo-renamed' });
    await rememberChatPartners(db, [
      {
        user: aPerson('cy', { id: cy.id }),
        lastMessage: messages[3]!,
        unreadMessages: 0,
      },
    ]);
    const names = (await chatSummaries(db, ada.id)).map((chat) => chat.user?.ritual_user ?? null);
    expect(names).toEqual([null, 'bo-renamed', 'cy']);
  });

  it('is empty for a user without messages', async () => {
    const db = freshStore();
    await db.chatMessages.bulkPut(messages);
    expect(await chatSummaries(db, user('eve').id)).toEqual([]);
  });
});

describe('conversation', () => {
  it('holds the messages between the two, newest first', async () => {
    const db = freshStore();
    await db.chatMessages.bulkPut(messages);
    const said = (await conversation(db, ada.id, bo.id)).map((m) => m.value);
    expect(said).toEqual([
      'sent at 2031-01-03T10:00:00.000Z',
      'sent at 2031-01-01T11:00:00.000Z',
      'sent at 2031-01-01T10:00:00.000Z',
    ]);
  });
});
