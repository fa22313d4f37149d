import type { ChatMessage } from '../../../contract/chat';
import type { Local, RitualDb } from '../../../local-store/db';
import { partnerRefs, type UserRef } from './chat-partners';
import { newestFirst } from './order';

/**
 * One conversation in the chat list, computed here so it is right offline. `user` is null while
 * nobody here has named the partner (the page can still open the chat by `partnerId`).
 */
export interface LocalChatSummary {
  partnerId: string;
  user: UserRef | null;
  lastMessage: Local<ChatMessage>;
  unreadMessages: number;
}

/** Every message the user sent or received that is held here, each once. */
async function messagesOf(db: RitualDb, userId: string): Promise<Local<ChatMessage>[]> {
  const [sent, received] = await Promise.all([
    db.chatMessages.where('sender_id').equals(userId).toArray(),
    db.chatMessages.where('recipient_id').equals(userId).toArray(),
  ]);
  return [...new Map([...sent, ...received].map((message) => [message.id, message])).values()];
}

const partnerOf = (message: ChatMessage, userId: string) =>
  message.sender_id === userId ? message.recipient_id : message.sender_id;

/**
 * GET /chat-messages/chats on local data: one summary per partner with their newest message and
 * how many of the partner's messages the user has not read; the newest conversation first.
 */
export async function chatSummaries(db: RitualDb, userId: string): Promise<LocalChatSummary[]> {
  const byPartner = new Map<string, { lastMessage: Local<ChatMessage>; unread: number }>();
  for (const message of await messagesOf(db, userId)) {
    const partnerId = partnerOf(message, userId);
    const chat = byPartner.get(partnerId) ?? { lastMessage: message, unread: 0 };
    if (message.id > chat.lastMessage.id) chat.lastMessage = message;
    if (message.recipient_id === userId && message.read_at === null) chat.unread += 1;
    byPartner.set(partnerId, chat);
  }
  const refs = await partnerRefs(db, [...byPartner.keys()]);
  return [...byPartner]
    .map(([partnerId, chat]) => ({
      partnerId,
      user: refs.get(partnerId) ?? null,
      lastMessage: chat.lastMessage,
      unreadMessages: chat.unread,
    }))
    .sort((a, b) => newestFirst(a.lastMessage, b.lastMessage));
}
