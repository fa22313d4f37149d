import { describe, expect, it } from 'vitest';
import { accountReadsCache, CACHE_NAMES } from '../contract/caches';
import { isApiRead, isMediaRead, mayKeep, NAVIGATION_DENYLIST, readsCacheFor } from './cache-rules';

const request = (method: string, path: string, sameOrigin = true) => ({
  method,
  url: new URL(path, 'http://localhost:8787'),
  sameOrigin,
});

describe('isApiRead', () => {
  it.each([
    '/api/users/ann',
    '/api/users/ann/journals',
    '/api/journals/explore',
    '/api/journals/examples',
    '/api/journals/j1/entries?before=3',
    '/api/entries/e1/comments',
    '/api/activity',
  ])('caches GET %s', (path) => {
    expect(isApiRead(request('GET', path))).toBe(true);
  });

  it.each([
    '/api/sync',
    '/api/sync/pull',
    '/api/auth/me',
    '/api/media/m1',
    '/api/store/plus',
    '/api/users/search/ki',
    '/api/journals/search/ki',
    '/api/users/export',
  ])('never caches GET %s', (path) => {
    expect(isApiRead(request('GET', path))).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never caches a %s', (method) => {
    expect(isApiRead(request(method, '/api/journals/j1'))).toBe(false);
  });

  it('never caches another origin', () => {
    expect(isApiRead(request('GET', '/api/users/ann', false))).toBe(false);
  });
});

describe('readsCacheFor', () => {
  const bob = { token: 'bob-token', userId: 'bob-id' };
  const carol = { token: 'carol-token', userId: 'carol-id' };
  const read = (path: string, authorization: string | null) => ({
    ...request('GET', path),
    authorization,
  });

  it('keeps the answer to a request sent without a session in the public cache', () => {
    expect(readsCacheFor(read('/api/users/bob', null), bob)).toBe(CACHE_NAMES.publicReads);
    expect(readsCacheFor(read('/api/journals/explore', null), null)).toBe(CACHE_NAMES.publicReads);
  });

  it('keeps the answer to the signed-in account in that account’s own cache', () => {
    const own = read('/api/users/bob/journals/diary', 'Bearer bob-token');
    expect(readsCacheFor(own, bob)).toBe(accountReadsCache('bob-id'));
    expect(readsCacheFor(read('/api/users/stats', 'bearer bob-token'), bob)).toBe(
      accountReadsCache('bob-id'),
    );
  });

  it('gives one account’s requests a cache the other account’s never reach', () => {
    const path = '/api/users/bob/journals/diary';
    const forBob = readsCacheFor(read(path, 'Bearer bob-token'), bob);
    const forCarol = readsCacheFor(read(path, 'Bearer carol-token'), carol);
    expect(forCarol).not.toBe(forBob);
    expect(forCarol).not.toBe(CACHE_NAMES.publicReads);
  });

  it('keeps nothing for a token that is not the session’s (signed out, or another account)', () => {
    const stale = read('/api/users/log', 'Bearer bob-token');
    expect(readsCacheFor(stale, carol)).toBeUndefined();
    expect(readsCacheFor(stale, { token: null, userId: 'bob-id' })).toBeUndefined();
    expect(readsCacheFor(stale, null)).toBeUndefined();
    expect(readsCacheFor(read('/api/users/log', 'Basic abc'), bob)).toBeUndefined();
  });

  it.each(['/api/users/log', '/api/users/shadows', '/api/users/stats', '/api/users/activity'])(
    'never keeps the account-only %s in the public cache',
    (path) => {
      expect(readsCacheFor(read(path, null), bob)).toBeUndefined();
    },
  );

  it('keeps the export nowhere, not even for its account', () => {
    expect(readsCacheFor(read('/api/users/export', 'Bearer bob-token'), bob)).toBeUndefined();
    expect(readsCacheFor(read('/api/users/export', null), null)).toBeUndefined();
  });

  it('keeps nothing that is not an API read', () => {
    expect(readsCacheFor(read('/api/auth', 'Bearer bob-token'), bob)).toBeUndefined();
    expect(
      readsCacheFor({ ...read('/api/users/bob', 'Bearer bob-token'), method: 'POST' }, bob),
    ).toBeUndefined();
  });
});

describe('mayKeep', () => {
  const account = accountReadsCache('bob-id');

  it('keeps answers that say nothing, or allow caching', () => {
    expect(mayKeep(null, CACHE_NAMES.publicReads)).toBe(true);
    expect(mayKeep('public, max-age=60', CACHE_NAMES.publicReads)).toBe(true);
    expect(mayKeep('no-cache', account)).toBe(true);
  });

  it('never keeps an answer marked no-store, in any cache', () => {
    expect(mayKeep('no-store', CACHE_NAMES.publicReads)).toBe(false);
    expect(mayKeep('private, No-Store', account)).toBe(false);
  });

  it('keeps an answer marked private only in an account’s own cache', () => {
    expect(mayKeep('private', CACHE_NAMES.publicReads)).toBe(false);
    expect(mayKeep('max-age=0, private="set-cookie"', CACHE_NAMES.publicReads)).toBe(false);
    expect(mayKeep('private, max-age=0', account)).toBe(true);
  });
});

describe('isMediaRead', () => {
  it('takes GETs of stored media, signed or not', () => {
    expect(isMediaRead(request('GET', '/api/media/m1'))).toBe(true);
    expect(isMediaRead(request('GET', '/api/media/m1?exp=1&sig=abc'))).toBe(true);
  });

  it('leaves uploads and other paths alone', () => {
    expect(isMediaRead(request('POST', '/api/media/m1'))).toBe(false);
    expect(isMediaRead(request('GET', '/api/media'))).toBe(false);
    expect(isMediaRead(request('GET', '/api/users/ann'))).toBe(false);
  });
});

describe('NAVIGATION_DENYLIST', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((rule) => rule.test(path));
  it('keeps the API, socket.io and the share target off the cached shell', () => {
    expect(denied('/api/openapi.json')).toBe(true);
    expect(denied('/socket.io/')).toBe(true);
    expect(denied('/share-target')).toBe(true);
    expect(denied('/ann/diary')).toBe(false);
    expect(denied('/home')).toBe(false);
  });
});
