import { describe, expect, it } from 'vitest';
import { freshStore } from '../../../local-store/fake-store';
import { user } from './test-records';
import { currentUser } from './users';

const ada = user('ada');
const bo = user('bo');

describe('currentUser', () => {
  it('reads the signed-in user’s record, null before sync brought it', async () => {
    const db = freshStore();
    expect(await currentUser(db, ada.id)).toBeNull();
    await db.users.bulkPut([ada, bo]);
    expect(await currentUser(db, ada.id)).toMatchObject({ ritual_user: 'ada' });
  });
});
