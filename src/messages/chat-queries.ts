import type { ChatMessage } from '../../contract/chat';
import type { Local, RitualDb } from '../../local-store/db';
import { partnerIdByName, partnerRefs, type UserRef } from '../data/queries/chat-partners';

/** Who the /messages/:user route names, as far as this device knows. */
export interface LocalPartner {
  /** null while nobody here knows that name */
  id: string | null;
  /** null while only the id is known */
  user: UserRef | null;
}

export async function localPartner(db: RitualDb, nameOrId: string): Promise<LocalPartner> {
  const id = await partnerIdByName(db, nameOrId);
  if (id === null) return { id, user: null };
  return { id, user: (await partnerRefs(db, [id])).get(id) ?? null };
}

const WAITING_PREFIX = 'chat_message:';

/** The ids of chat messages the server has not answered yet: they wait in the outbox. */
export async function waitingMessageIds(db: RitualDb): Promise<Set<string>> {
  const keys = await db.pendingRecords.where('key').startsWith(WAITING_PREFIX).primaryKeys();
  return new Set(keys.map((key) => key.slice(WAITING_PREFIX.length)));
}

/** The messages someone else sent the user that are unread here. */
export function unreadIncoming(db: RitualDb, userId: string): Promise<Local<ChatMessage>[]> {
  return db.chatMessages
    .where('recipient_id')
    .equals(userId)
    .filter((message) => message.sender_id !== userId && message.read_at === null)
    .toArray();
}
