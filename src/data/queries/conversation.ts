import type { ChatMessage } from '../../../contract/chat';
import type { Local, RitualDb } from '../../../local-store/db';
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
