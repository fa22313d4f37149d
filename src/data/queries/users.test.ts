import { describe, expect, it } from 'vitest';
import { newStore, user } from './test-records';
import { currentUser } from './users';

const ada = user('ada');
const bo = user('bo');

describe('currentUser', () => {
  it('reads the signed-in user’s record, null before sync brought it', async () => {
    const db = newStore();
    expect(await currentUser(db, ada.id)).toBeNull();
    await db.users.bulkPut([ada, bo]);
    expect(await currentUser(db, ada.id)).toMatchObject({ ritual_user: 'ada' });
  });
});
