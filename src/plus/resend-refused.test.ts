import { describe, expect, it } from 'vitest';
import type { Mutation, StoredMutation } from '../../contract/outbox';
import { write } from '../../contract/writes';
import type { RejectedMutation } from '../../local-store/db';
import { freshStore } from '../../local-store/fake-store';
import { resendOverLimitWrites } from './resend-refused';

const entryCreation = (id: string, createdAt: number): Mutation => ({
  id,
  kind: 'entry',
  recordId: id,
  patch: { op: 'create', record: { id, notes: `entry ${id}` } },
  write: write('entry.upload', {}, { journal_id: 'j1', notes: `entry ${id}` }),
  files: [{ field: 'file', blobId: `blob-${id}`, name: 'photo.png' }],
  createdAt,
  attempts: 1,
  notBefore: 0,
  lastError: 'refused',
});

const refused = (mutation: Mutation, status: number): RejectedMutation => ({
  id: mutation.id,
  mutation,
  status,
  message: status === 402 ? 'You have reached the free limit of 1 entries.' : 'Bad journal.',
  snapshot: null,
  at: mutation.createdAt + 10,
});

describe('resending the writes refused for the free limit', () => {
  it('sends every 402-refused write again, oldest first, as new, and forgets its refusal', async () => {
    const db = freshStore();
    await db.rejected.bulkPut([
      refused(entryCreation('b', 2000), 402),
      refused(entryCreation('a', 1000), 402),
      refused(entryCreation('c', 3000), 400),
    ]);
    const written: StoredMutation[] = [];

    const NOW = 9000;
    const sent = await resendOverLimitWrites(
      db,
      (mutation) => {
        written.push(mutation);
        return Promise.resolve();
      },
      NOW,
    );

    expect(sent).toBe(2);
    expect(written.map((mutation) => mutation.id)).toEqual(['a', 'b']);
    const { lastError: _lastError, ...unsent } = entryCreation('a', 1000);
    // made now: the wait for a connection starts again (the queue's retention counts from it)
    expect(written[0]).toEqual({ ...unsent, createdAt: NOW, attempts: 0, notBefore: 0 });
    expect(written[0]).not.toHaveProperty('lastError');
    expect((await db.rejected.toArray()).map((row) => row.id)).toEqual(['c']);
  });

  it('sends nothing twice when pressed twice at once', async () => {
    const db = freshStore();
    await db.rejected.put(refused(entryCreation('a', 1000), 402));
    const written: string[] = [];
    const write = (mutation: StoredMutation) => {
      written.push(mutation.id);
      return Promise.resolve();
    };

    const both = await Promise.all([
      resendOverLimitWrites(db, write),
      resendOverLimitWrites(db, write),
    ]);

    expect(written).toEqual(['a']);
    expect(both[0] + both[1]).toBe(1);
  });

  it('keeps a refusal whose local write failed, so nothing is lost', async () => {
    const db = freshStore();
    await db.rejected.put(refused(entryCreation('a', 1000), 402));

    await expect(
      resendOverLimitWrites(db, () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');

    expect((await db.rejected.toArray()).map((row) => row.id)).toEqual(['a']);
  });
});
