import type { StoredMutation } from '../../contract/outbox';
import type { RitualDb } from '../../local-store/db';

const blobIdsOf = (mutation: StoredMutation) => (mutation.files ?? []).map((file) => file.blobId);

/**
 * Forgets a refused write and the files it kept on the device. A file another write still needs
 * (one waiting in the outbox, or another refusal) stays.
 */
export async function discardRefused(db: RitualDb, id: string): Promise<void> {
  await db.transaction('rw', db.rejected, db.outbox, db.blobs, async () => {
    const row = await db.rejected.get(id);
    if (!row) return;
    await db.rejected.delete(id);
    const own = blobIdsOf(row.mutation);
    if (own.length === 0) return;
    const others = [
      ...(await db.outbox.toArray()),
      ...(await db.rejected.toArray()).map((r) => r.mutation),
    ];
    const needed = new Set(others.flatMap(blobIdsOf));
    await db.blobs.bulkDelete(own.filter((blobId) => !needed.has(blobId)));
  });
}
