import type { ChatMessage } from '../../contract/chat.js';
import type { Change } from '../sync/sync-log.js';
import { userScope } from '../sync/sync-log.js';
import type { ChatMessageRow } from '../db/rows.js';

const iso = (ms: number) => new Date(ms).toISOString();

export function presentChatMessage(message: ChatMessageRow): ChatMessage {
  return {
    id: message.id,
    sender_id: message.senderId,
    recipient_id: message.recipientId,
    type: message.type,
    value: message.value,
    created_at: iso(message.createdAt),
    read_at: message.readAt === null ? null : iso(message.readAt),
  };
}

/** A message is synced to exactly its two participants. */
export const chatMessageChanges = (
  message: Pick<ChatMessageRow, 'id' | 'senderId' | 'recipientId'>,
): Change[] => [
  { kind: 'chat_message', id: message.id, scope: userScope(message.senderId) },
  { kind: 'chat_message', id: message.id, scope: userScope(message.recipientId) },
];
