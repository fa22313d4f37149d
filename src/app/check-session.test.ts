import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import type { Session } from '../../local-store/session';
import { user } from '../data/queries/test-records';
import { freshStore } from '../../local-store/fake-store';
import { checkSession } from './check-session';

const answer = (status: number) =>
  new HTTPError(
    new Response(JSON.stringify({ statusCode: status, message: 'x' }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
    new Request('http://ritual.test/api/auth'),
    {} as never,
  );

function deps(session: Session, currentUser: () => Promise<User>) {
  const db = freshStore();
  let cleared = 0;
  return {
    db,
    cleared: () => cleared,
    check: () =>
      checkSession({
        db,
        readSession: () => Promise.resolve(session),
        currentUser,
        clearToken: () => Promise.resolve(void cleared++),
      }),
  };
}

describe('checkSession', () => {
  const ana = user('ana');

  it('treats a device without a token as a visitor, asking no one', async () => {
    const setup = deps({ token: null, userId: ana.id }, () => Promise.reject(new Error('asked')));
    expect(await setup.check()).toMatchObject({ checked: true, authenticated: false, user: null });
  });

  it('signs in the user the server names, and keeps the record for offline starts', async () => {
    const setup = deps({ token: 't', userId: ana.id }, () => Promise.resolve(ana));
    expect(await setup.check()).toMatchObject({ authenticated: true, userId: ana.id });
    expect((await setup.db.users.get(ana.id))?.ritual_user).toBe('ana');
  });

  it('forgets a token the server no longer accepts (401)', async () => {
    const setup = deps({ token: 't', userId: ana.id }, () => Promise.reject(answer(401)));
    expect(await setup.check()).toMatchObject({ checked: true, authenticated: false });
    expect(setup.cleared()).toBe(1);
  });

  it('trusts the stored session and the user Dexie holds when the server is unreachable', async () => {
    const setup = deps({ token: 't', userId: ana.id }, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await setup.db.users.put(ana);
    expect(await setup.check()).toMatchObject({ authenticated: true, userId: ana.id });
    expect((await setup.check()).user?.ritual_user).toBe('ana');
    expect(setup.cleared()).toBe(0);
  });

  it('keeps the session through a server error, even with no stored user yet', async () => {
    const setup = deps({ token: 't', userId: ana.id }, () => Promise.reject(answer(503)));
    expect(await setup.check()).toMatchObject({ authenticated: true, user: null, userId: ana.id });
  });
});
