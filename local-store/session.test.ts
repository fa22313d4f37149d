import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear } from 'idb-keyval';
import {
  clearToken,
  forgetSession,
  isSameUser,
  readSession,
  saveSession,
  sessionStore,
} from './session';

describe('session', () => {
  beforeEach(() => clear(sessionStore()));

  it('is empty before anyone signs in', async () => {
    expect(await readSession()).toEqual({ token: null, userId: null });
  });

  it('keeps the token and the user id where the service worker can read them', async () => {
    await saveSession({ token: 't1', userId: 'ada' });
    expect(await readSession()).toEqual({ token: 't1', userId: 'ada' });
  });

  it('forgets only the token on a 401, so the same user’s queue waits for them', async () => {
    await saveSession({ token: 't1', userId: 'ada' });
    await clearToken();
    const session = await readSession();
    expect(session).toEqual({ token: null, userId: 'ada' });
    expect(isSameUser(session, 'ada')).toBe(true);
    await saveSession({ token: 't2', userId: 'ada' });
    expect(await readSession()).toEqual({ token: 't2', userId: 'ada' });
  });

  it('forgets the token and whose data the device held at a sign-out', async () => {
    await saveSession({ token: 't1', userId: 'ada' });
    await forgetSession();
    expect(await readSession()).toEqual({ token: null, userId: null });
  });

  it('tells another user apart, for the page to decide about the outbox', async () => {
    await saveSession({ token: 't1', userId: 'ada' });
    expect(isSameUser(await readSession(), 'bo')).toBe(false);
    expect(isSameUser({ token: null, userId: null }, 'bo')).toBe(false);
  });
});
