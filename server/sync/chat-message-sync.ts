import { and, eq, or } from 'drizzle-orm';
import { inList } from '../db/id-list.js';
import { presentChatMessage } from '../social/chat-json.js';
import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of chat_message records: the user's own conversations only. */
export const presentChatMessagesForSync: SyncPresenter<'chat_message'> = async (
  _deps,
  { db, t },
  user,
  ids,
) => {
  const m = t.chatMessages;
  const rows = await db
    .select()
    .from(m)
    .where(and(inList(m.id, [...ids]), or(eq(m.senderId, user.id), eq(m.recipientId, user.id))));
  return new Map(rows.map((row) => [row.id, presentChatMessage(row)]));
};
