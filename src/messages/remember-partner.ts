import type { RitualDb } from '../../local-store/db';
import { CHAT_PARTNERS_KEY, rememberedPartners, type UserRef } from '../data/queries/chat-partners';

/**
 * Remembers someone the user opened a conversation with (id → name and avatar), beside the
 * partners the chat list names, so the conversation opens offline before any message exists.
 */
export async function rememberPartner(db: RitualDb, partner: UserRef): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const partners = { ...(await rememberedPartners(db)), [partner.id]: partner };
    await db.meta.put({ key: CHAT_PARTNERS_KEY, value: partners });
  });
}
