import { describe, expect, it } from 'vitest';
import type { StoredMutation } from '../../contract/outbox';
import type { OutboxRow } from '../../local-store/db';
import { freshStore } from '../../local-store/fake-store';
import { sendAgain } from './send-again';
import { refusedPhoto } from './test-refusals';

/** A local write that only remembers what it was given. */
function recording() {
  const written: StoredMutation[] = [];
  const write = (mutation: StoredMutation) => {
    written.push(mutation);
    return Promise.resolve();
  };
  return { written, write };
}

describe('sendAgain', () => {
  it('sends a refused entry as a fresh write under a new key, for the same entry and file', async () => {
    const db = freshStore();
    const photo = refusedPhoto('dawn');
    // refuse() keeps the outbox row's marks: this one had been held by the worker's queue.
    const row = { ...photo.row, mutation: { ...photo.row.mutation, held: true } as OutboxRow };
    const { blob } = photo;
    await Promise.all([db.rejected.put(row), db.blobs.put(blob)]);
    const { written, write } = recording();

    const went = await sendAgain(db, row, write, { now: 9_000, key: 'key-2' });

    expect(went).toBe(true);
    const { lastError: _lastError, ...unsent } = photo.row.mutation;
    expect(written).toEqual([
      { ...unsent, id: 'key-2', createdAt: 9_000, attempts: 0, notBefore: 0 },
    ]);
    expect(written[0]!.recordId).toBe(row.mutation.recordId);
    expect(await db.rejected.count()).toBe(0);
    expect(await db.blobs.get(blob.id)).toBeDefined();
  });

  it('sends nothing twice when pressed twice at once', async () => {
    const db = freshStore();
    const { row } = refusedPhoto('dawn');
    await db.rejected.put(row);
    const { written, write } = recording();

    const went = await Promise.all([
      sendAgain(db, row, write, { now: 9_000, key: 'k-1' }),
      sendAgain(db, row, write, { now: 9_000, key: 'k-2' }),
    ]);

    expect(went.sort()).toEqual([false, true]);
    expect(written).toHaveLength(1);
  });

  it('keeps the refusal when the local write fails', async () => {
    const db = freshStore();
    const { row } = refusedPhoto('dawn');
    await db.rejected.put(row);

    await expect(
      sendAgain(db, row, () => Promise.reject(new Error('Your account has not loaded.')), {
        now: 9_000,
      }),
    ).rejects.toThrow('Your account has not loaded.');

    expect(await db.rejected.get(row.id)).toEqual(row);
  });
});
