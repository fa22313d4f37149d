import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { freshStore } from '../../../local-store/fake-store';
import { pendingCount, rejectedMutations } from './outbox';

describe('outbox queries', () => {
  const mutation = (id: string): Mutation => ({
    id,
    kind: 'journal',
    recordId: id,
    patch: { op: 'delete' },
    write: write('journal.delete', { id }),
    createdAt: 0,
    attempts: 0,
    notBefore: 0,
  });

  it('counts the writes waiting to go', async () => {
    const db = freshStore();
    expect(await pendingCount(db)).toBe(0);
    await db.outbox.bulkAdd([mutation(uuidv7()), mutation(uuidv7())]);
    expect(await pendingCount(db)).toBe(2);
  });

  it('lists refused writes, the latest first', async () => {
    const db = freshStore();
    const refused = (at: number, message: string) => {
      const m = mutation(uuidv7());
      return { id: m.id, mutation: m, status: 403, message, snapshot: null, at };
    };
    await db.rejected.bulkPut([refused(1, 'first'), refused(3, 'third'), refused(2, 'second')]);
    expect((await rejectedMutations(db)).map((r) => r.message)).toEqual([
      'third',
      'second',
      'first',
    ]);
  });
});
