import type { z } from 'zod';
import type { UserRefSchema } from '../../../contract/journals';
import type { RitualDb } from '../../../local-store/db';

export type UserRef = z.infer<typeof UserRefSchema>;

/**
 * The meta row holding who the user's chat partners are (id → name and avatar), as the server
 * last named them: a message carries only ids, and a partner rarely has a user record here.
 */
export const CHAT_PARTNERS_KEY = 'ritual_chat_partners';

export async function rememberedPartners(db: RitualDb): Promise<Record<string, UserRef>> {
  const row = await db.meta.get(CHAT_PARTNERS_KEY);
  return (row?.value as Record<string, UserRef> | undefined) ?? {};
}

/** Who each id is: a user record held here first (the fresher), else the remembered partner. */
export async function partnerRefs(
  db: RitualDb,
  ids: readonly string[],
): Promise<Map<string, UserRef>> {
  const users = await db.users.bulkGet([...ids]);
  const remembered = await rememberedPartners(db);
  const refs = new Map<string, UserRef>();
  ids.forEach((id, i) => {
    const user = users[i];
    const ref = user ? { id, ritual_user: user.ritual_user, avatar: user.avatar } : remembered[id];
    if (ref) refs.set(id, ref);
  });
  return refs;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A partner's id from the /messages/:user route's name (or id), or null when no one here has it. */
export async function partnerIdByName(db: RitualDb, nameOrId: string): Promise<string | null> {
  const name = nameOrId.toLowerCase();
  const user = await db.users
    .filter((u) => u.id === name || u.ritual_user.toLowerCase() === name)
    .first();
  if (user) return user.id;
  const remembered = Object.values(await rememberedPartners(db)).find(
    (ref) => ref.id === name || ref.ritual_user.toLowerCase() === name,
  );
  if (remembered) return remembered.id;
  return UUID.test(name) ? name : null;
}
