import { eq, sql } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';

/**
 * The change to a journal's row that ends every signed media link handed out for it so far
 * (media/media-urls.ts), to lay into an update the caller makes anyway: its `returning()` then
 * has the new version, so the links it answers with already work.
 */
export const renewedMediaKey = (t: Tables) => ({
  mediaKeyVersion: sql`${t.journals.mediaKeyVersion} + 1`,
});

/**
 * Someone lost access to the journal: the signed links they were given stop working now rather
 * than when they expire (up to two days later). Everyone else's links change once, on their next read.
 */
export async function renewMediaKey(tx: Store, journalId: string): Promise<void> {
  await tx.db
    .update(tx.t.journals)
    .set(renewedMediaKey(tx.t))
    .where(eq(tx.t.journals.id, journalId));
}
