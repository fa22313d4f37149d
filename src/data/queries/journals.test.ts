import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { journalById, journalByPath, journalsOfUser } from './journals';
import { journal, user } from './test-records';

describe('journal queries', () => {
  const ada = user('Ada');
  const bo = user('bo');

  it('lists a user’s journals oldest first, and only theirs', async () => {
    const db = freshStore();
    const late = journal(ada, { slug: 'late', created_at: '2031-03-01T00:00:00.000Z' });
    const early = journal(ada, { slug: 'early', created_at: '2031-01-01T00:00:00.000Z' });
    const middle = journal(ada, { slug: 'middle', created_at: '2031-02-01T00:00:00.000Z' });
    await db.journals.bulkPut([late, journal(bo), early, middle]);
    const slugs = (await journalsOfUser(db, ada.id)).map((j) => j.slug);
    expect(slugs).toEqual(['early', 'middle', 'late']);
  });

  it('finds a journal by id, and answers null for one not held here', async () => {
    const db = freshStore();
    const scales = journal(ada, { title: 'Scales' });
    await db.journals.put(scales);
    expect(await journalById(db, scales.id)).toMatchObject({ title: 'Scales' });
    expect(await journalById(db, journal(bo).id)).toBeNull();
  });

  it('finds a journal by its address, the owner’s name in any case', async () => {
    const db = freshStore();
    const adas = journal(ada, { slug: 'scales', title: 'Ada’s scales' });
    const bos = journal(bo, { slug: 'scales', title: 'Bo’s scales' });
    await db.users.bulkPut([ada, bo]);
    await db.journals.bulkPut([adas, bos]);
    expect(await journalByPath(db, 'ada', 'scales')).toMatchObject({ title: 'Ada’s scales' });
    expect(await journalByPath(db, 'BO', 'scales')).toMatchObject({ title: 'Bo’s scales' });
    expect(await journalByPath(db, 'ada', 'sketches')).toBeNull();
  });

  it('finds a collaboration journal by its owner’s name when the owner has no record here', async () => {
    const db = freshStore();
    const shared = journal(bo, { slug: 'duets', collaborators: [ada] });
    await db.users.put(ada);
    await db.journals.put(shared);
    expect(await journalByPath(db, 'bo', 'duets')).toMatchObject({ id: shared.id });
    expect(await journalByPath(db, 'ada', 'duets')).toBeNull();
  });
});
