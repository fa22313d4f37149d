import type { ChatMessage } from '../../../contract/chat';
import type { Local, RitualDb } from '../db';
import { partnerIdByName } from './chat-partners';
import { newestFirst } from './order';

/** The messages between the user and one partner (by id), newest first. */
export async function conversation(
  db: RitualDb,
  userId: string,
  partnerId: string,
): Promise<Local<ChatMessage>[]> {
  const [sent, received] = await Promise.all([
    db.chatMessages
      .where('sender_id')
      .equals(userId)
      .filter((message) => message.recipient_id === partnerId)
      .toArray(),
    db.chatMessages
      .where('sender_id')
      .equals(partnerId)
      .filter((message) => message.recipient_id === userId)
      .toArray(),
  ]);
  const messages = new Map([...sent, ...received].map((message) => [message.id, message]));
  return [...messages.values()].sort(newestFirst);
}

/** The conversation the /messages/:user route names (a username or an id); empty for a stranger. */
export async function conversationWith(
  db: RitualDb,
  userId: string,
  partner: string,
): Promise<Local<ChatMessage>[]> {
  const partnerId = await partnerIdByName(db, partner);
  return partnerId === null ? [] : conversation(db, userId, partnerId);
}
