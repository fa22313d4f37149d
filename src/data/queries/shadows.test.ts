import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { freshStore } from '../../../local-store/fake-store';
import { shadowsOf } from './shadows';
import { journal, shadow, user } from './test-records';

const bo = user('bo');

describe('shadowsOf', () => {
  it('lists followed journals, the newest followed first', async () => {
    const db = freshStore();
    const [a, b, c] = ['a', 'b', 'c'].map((slug) => journal(bo, { slug, id: uuidv7() }));
    await db.shadows.bulkPut([
      shadow(a!, '2031-01-02T00:00:00.000Z'),
      shadow(b!, '2031-01-03T00:00:00.000Z'),
      shadow(c!, '2031-01-01T00:00:00.000Z'),
    ]);
    expect((await shadowsOf(db)).map((s) => s.journal.slug)).toEqual(['b', 'a', 'c']);
  });
});
