import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { acceptMedia, removeMediaFiles } from '../media/media-store.js';
import { recordChanges, userScope } from '../sync/sync-log.js';
import type { UserRow } from '../db/rows.js';
import type { StagedFile } from '../media/staged-file.js';

/**
 * Makes an uploaded image (stored at 256×256) the user's avatar. The old avatar's row becomes a
 * tombstone and its file is removed once the change has committed, so its link stops working.
 */
export async function setAvatar(deps: AppDeps, user: UserRow, file: StagedFile): Promise<void> {
  const avatar = await acceptMedia(deps, file, 'avatar', { userId: user.id });
  try {
    const replaced = await deps.database.transaction(async ({ db, t }) => {
      const now = deps.now();
      const [current] = await db
        .select({ avatarMediaId: t.users.avatarMediaId })
        .from(t.users)
        .where(eq(t.users.id, user.id));
      const old = current?.avatarMediaId
        ? await db
            .update(t.media)
            .set({ deletedAt: now })
            .where(eq(t.media.id, current.avatarMediaId))
            .returning({ storageName: t.media.storageName })
        : [];
      await db.insert(t.media).values(avatar.rows);
      await db
        .update(t.users)
        .set({ avatarMediaId: avatar.id, lastModified: now })
        .where(eq(t.users.id, user.id));
      await recordChanges({ db, t }, [{ kind: 'user', id: user.id, scope: userScope(user.id) }]);
      return old.map((media) => media.storageName);
    });
    await removeMediaFiles(deps, replaced);
  } catch (error) {
    await avatar.discard();
    throw error;
  }
}
