import { desc, eq, or, sql } from 'drizzle-orm';
import { MAX_CHATS, type ChatSummary } from '../../contract/chat.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { presentChatMessage } from './chat-json.js';
import { rowsById } from '../db/rows-by-id.js';
import { userRef } from '../account/user-json.js';
import type { UserRow } from '../db/rows.js';

/**
 * One query on both dialects: each of the user's messages is tagged with its conversation partner;
 * window functions then keep each partner's newest message beside the count of what that partner
 * sent unread. It reads the user's messages once through the sender and recipient indexes.
 */
async function latestPerPartner({ db, t }: Store, userId: string) {
  const m = t.chatMessages;
  const partner = sql`case when ${m.senderId} = ${userId} then ${m.recipientId} else ${m.senderId} end`;
  const ranked = db
    .select({
      id: m.id,
      senderId: m.senderId,
      recipientId: m.recipientId,
      type: m.type,
      value: m.value,
      createdAt: m.createdAt,
      readAt: m.readAt,
      lastModified: m.lastModified,
      partnerId: sql<string>`${partner}`.as('partner_id'),
      newest: sql<number>`row_number() over (partition by ${partner} order by ${m.id} desc)`.as(
        'newest',
      ),
      unread: sql<
        number | string
      >`sum(case when ${m.recipientId} = ${userId} and ${m.readAt} is null then 1 else 0 end) over (partition by ${partner})`.as(
        'unread',
      ),
    })
    .from(m)
    .where(or(eq(m.senderId, userId), eq(m.recipientId, userId)))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(eq(ranked.newest, 1))
    .orderBy(desc(ranked.id))
    .limit(MAX_CHATS);
}

/** GET /chat-messages/chats: the user's conversations, the newest first. */
export async function chatSummaries(
  deps: AppDeps,
  store: Store,
  user: UserRow,
): Promise<ChatSummary[]> {
  const rows = await latestPerPartner(store, user.id);
  const partners = await rowsById(
    store,
    'users',
    rows.map((row) => row.partnerId),
  );
  return rows.flatMap(({ partnerId, newest: _newest, unread, ...message }) => {
    const partner = partners.get(partnerId);
    if (!partner || partner.deletedAt !== null) return [];
    return [
      {
        user: userRef(deps, partner),
        lastMessage: presentChatMessage(message),
        // PostgreSQL's sum() arrives as a bigint string
        unreadMessages: Number(unread),
      },
    ];
  });
}
