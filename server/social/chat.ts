import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { RecordIdSchema } from '../../contract/ids.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { chatMessageChanges } from './chat-json.js';
import { newRecordId } from '../sync/client-ids.js';
import { idPage } from '../db/id-pages.js';
import { recordChanges } from '../sync/sync-log.js';
import type { UserRow, ChatMessageRow } from '../db/rows.js';
import { invalid, conflict, notFound } from '../errors.js';

interface NewChatMessage {
  id?: string | undefined;
  value: string;
  recipient: string;
  type: string;
}

/**
 * The other person of a conversation, named by id or by username in any case. Usernames are at
 * most 30 characters, so a UUID always names an id.
 */
async function chatPartner({ db, t }: Store, user: UserRow, recipient: string): Promise<UserRow> {
  const byId = RecordIdSchema.safeParse(recipient).success;
  const [partner] = await db
    .select()
    .from(t.users)
    .where(
      and(
        byId
          ? eq(t.users.id, recipient.toLowerCase())
          : eq(t.users.usernameKey, recipient.toLowerCase()),
        isNull(t.users.deletedAt),
      ),
    );
  if (!partner) throw notFound('There is no user with this name.');
  if (partner.id === user.id) throw invalid('recipient: you cannot message yourself.');
  return partner;
}

/** Sends a message; a replay of the sender's own id answers the stored message (`created: false`). */
export async function sendChatMessage(
  deps: AppDeps,
  user: UserRow,
  input: NewChatMessage,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const partner = await chatPartner(deps.database.read, user, input.recipient);
  const now = deps.now();
  const { id, createdAt } = newRecordId(input.id, now);
  return deps.database.transaction(async (tx) => {
    const m = tx.t.chatMessages;
    const replay = async () => {
      const [existing] = await tx.db.select().from(m).where(eq(m.id, id));
      if (!existing) return undefined;
      if (existing.senderId !== user.id) throw conflict('A message with this id already exists.');
      return { message: existing, created: false };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    // A retry racing its own first attempt meets the id here: it answers as a replay, not a 500.
    const [message] = await tx.db
      .insert(m)
      .values({
        id,
        senderId: user.id,
        recipientId: partner.id,
        type: input.type,
        value: input.value,
        createdAt,
        lastModified: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!message) return (await replay())!;
    await recordChanges(tx, chatMessageChanges(message));
    return { message, created: true };
  });
}

/**
 * Marks what the partner sent the user as read. A cheap look first, so opening a conversation
 * with nothing new takes no write lock.
 */
async function markConversationRead(deps: AppDeps, user: UserRow, partner: UserRow) {
  const unread = (t: Store['t']) =>
    and(
      eq(t.chatMessages.senderId, partner.id),
      eq(t.chatMessages.recipientId, user.id),
      isNull(t.chatMessages.readAt),
    );
  const { db, t } = deps.database.read;
  const [any] = await db
    .select({ id: t.chatMessages.id })
    .from(t.chatMessages)
    .where(unread(t))
    .limit(1);
  if (!any) return;
  await deps.database.transaction(async (tx) => {
    const now = deps.now();
    const read = await tx.db
      .update(tx.t.chatMessages)
      .set({ readAt: now, lastModified: now })
      .where(unread(tx.t))
      .returning();
    await recordChanges(tx, read.flatMap(chatMessageChanges));
  });
}

/** A page of the user's conversation with one partner, newest first; opening it reads it. */
export async function conversation(
  deps: AppDeps,
  user: UserRow,
  query: { recipient: string; cursor?: string | undefined; limit: number },
) {
  const { db, t } = deps.database.read;
  const partner = await chatPartner(deps.database.read, user, query.recipient);
  await markConversationRead(deps, user, partner);
  const m = t.chatMessages;
  const rows = await db
    .select()
    .from(m)
    .where(
      and(
        or(
          and(eq(m.senderId, user.id), eq(m.recipientId, partner.id)),
          and(eq(m.senderId, partner.id), eq(m.recipientId, user.id)),
        ),
        query.cursor ? lt(m.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(m.id))
    .limit(query.limit + 1);
  return idPage(rows, query.limit);
}
