import { describe, expect, it } from 'vitest';
import { freshStore } from '../../local-store/fake-store';
import { discardRefused } from './discard-refused';
import { refusedPhoto } from './test-refusals';

describe('discardRefused', () => {
  it('forgets the refusal and its file, but not a file another write still needs', async () => {
    const db = freshStore();
    const dawn = refusedPhoto('dawn');
    const dusk = refusedPhoto('dusk');
    const waiting = refusedPhoto('waiting');
    // Another refusal points at `waiting`'s file, and a write in the outbox at `dusk`'s.
    const sharing = {
      ...waiting.row,
      id: 'other',
      mutation: { ...waiting.row.mutation, id: 'other' },
    };
    await db.rejected.bulkPut([dawn.row, dusk.row, waiting.row, sharing]);
    await db.outbox.add({ ...dusk.row.mutation, id: 'resent' });
    await db.blobs.bulkPut([dawn.blob, dusk.blob, waiting.blob]);

    await Promise.all([
      discardRefused(db, dawn.row.id),
      discardRefused(db, dusk.row.id),
      discardRefused(db, waiting.row.id),
    ]);

    expect((await db.rejected.toArray()).map((row) => row.id)).toEqual(['other']);
    expect((await db.blobs.toArray()).map((blob) => blob.id).sort()).toEqual(
      [dusk.blob.id, waiting.blob.id].sort(),
    );
  });

  it('does nothing for a refusal already gone (discarded in another tab)', async () => {
    const db = freshStore();
    const { blob } = refusedPhoto('dawn');
    await db.blobs.put(blob);
    await discardRefused(db, 'gone');
    expect(await db.blobs.count()).toBe(1);
  });
});
