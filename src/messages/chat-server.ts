import { HTTPError, type KyInstance } from 'ky';
import { ChatMessagePageSchema, ChatSummaryListSchema } from '../../contract/chat';
import { UserProfileSchema } from '../../contract/profiles';
import type { RitualDb } from '../../local-store/db';
import { answerOf } from '../api/answer';
import { pageHttp } from '../api/page-http';
import type { UserRef } from '../data/queries/chat-partners';
import { rememberChatPartners } from '../data/seen-pages';
import { rebaseRecord } from '../../local-store/local-records';
import { rememberPartner } from './remember-partner';

/** What the messages screens read from the server; tests pass their own fetch. */
export interface ChatServerDeps {
  db: RitualDb;
  /** default: this origin's /api */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

function http(deps: ChatServerDeps): KyInstance {
  return pageHttp(deps);
}

/**
 * GET /users/{user}: who a username is, remembered as a chat partner so the conversation opens
 * offline later; null when there is no such user. Other failures throw ky's errors.
 */
export async function lookUpPartner(deps: ChatServerDeps, name: string): Promise<UserRef | null> {
  try {
    const request = http(deps).get(`users/${encodeURIComponent(name)}`);
    const { id, ritual_user, avatar } = await answerOf(request, UserProfileSchema);
    const partner = { id, ritual_user, avatar };
    await rememberPartner(deps.db, partner);
    return partner;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/** GET /chat-messages/chats, for the names of partners: messages carry only their ids. */
export async function refreshChatPartners(deps: ChatServerDeps): Promise<void> {
  const chats = await answerOf(http(deps).get('chat-messages/chats'), ChatSummaryListSchema);
  await rememberChatPartners(deps.db, chats);
}

/**
 * GET /chat-messages?recipient: the newest page of a conversation, which the server marks read
 * as it answers. The answer becomes each message's server version here at once (as a pull would
 * make it), so the unread badge clears without waiting for the next sync.
 */
export async function readConversation(deps: ChatServerDeps, partnerId: string): Promise<void> {
  const { messages } = await answerOf(
    http(deps).get('chat-messages', { searchParams: { recipient: partnerId, limit: 100 } }),
    ChatMessagePageSchema,
  );
  const { db } = deps;
  await db.transaction('rw', db.tables, async () => {
    for (const message of messages) {
      await rebaseRecord(db, 'chat_message', message.id, message);
    }
  });
}
