import { describe, expect, it } from 'vitest';
import { isApiRead, isMediaRead, NAVIGATION_DENYLIST } from './cache-rules';

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
