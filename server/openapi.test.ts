import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITES } from '../contract/writes.js';
import { startTestServer, testDialect, type TestServer } from './test/harness.js';

/**
 * Every call of docs/product.md §7, plus sync, media, comments of an entry and the bookmark list, which the
 * page needs beside them. Path parameters are written `{}`: their names are the server's business.
 * A route added without a description, or a call of docs/product.md §7 left out, fails here.
 */
const EXPECTED: Record<string, string[]> = {
  '/activity': ['get', 'post'],
  '/users/activity': ['get'],
  '/auth': ['get'],
  '/auth/login': ['post'],
  '/auth/logout': ['post'],
  '/auth/logout-everywhere': ['post'],
  '/auth/password': ['post'],
  '/users/export': ['get'],
  '/journals/shared/{}': ['get'],
  '/auth/register': ['post'],
  '/auth/password-reset': ['post'],
  '/auth/password-reset/{}': ['get', 'post'],
  '/auth/twitter/disconnect': ['post'],
  '/auth/journal-invitations': ['get'],
  '/auth/unlock-plus': ['post'],
  '/auth/confirm-email/{}': ['post'],
  '/auth/cancel-email-change/{}': ['post'],
  '/auth/request-grace-period': ['post'],
  '/users/avatar': ['post'],
  '/bookmarks': ['get', 'post'],
  '/bookmarks/{}': ['delete'],
  '/chat-messages/chats': ['get'],
  '/chat-messages': ['get', 'post'],
  '/client-errors': ['post'],
  '/comments': ['post'],
  '/comments/{}': ['post', 'delete'],
  '/entries': ['post'],
  '/entries/{}': ['get', 'post', 'delete'],
  '/entries/{}/comments': ['get'],
  '/entries/shared/{}': ['get'],
  '/entries/{}/moderate': ['post'],
  '/entries/{}/generate-share-key': ['post'],
  '/entries/{}/move/{}': ['post'],
  '/events': ['post'],
  '/journal-invitations/{}/accept': ['post'],
  '/journal-invitations/{}/deny': ['post'],
  '/journal-invitations/{}': ['delete'],
  '/journals': ['post'],
  '/journals/search/{}': ['get'],
  '/journals/explore': ['get'],
  '/journals/examples': ['get'],
  '/journals/{}': ['post', 'delete'],
  '/journals/{}/entries': ['get', 'post'],
  '/journals/{}/previews': ['get'],
  '/journals/{}/moderate': ['post'],
  '/journals/{}/invitations': ['get'],
  '/journals/{}/invite-user/{}': ['post'],
  '/journals/{}/remove-user/{}': ['post'],
  '/journals/{}/log-add': ['post'],
  '/journals/{}/log-remove': ['post'],
  '/journals/{}/log-remind': ['post'],
  '/journals/{}/last-streak': ['get'],
  '/journals/{}/generate-share-key': ['post'],
  '/journals/{}/join': ['post'],
  '/journals/{}/leave': ['post'],
  '/journals/{}/icon': ['post'],
  '/journals/{}/shadow': ['post'],
  '/journals/{}/unshadow': ['post'],
  '/store/purchase': ['post'],
  '/plus/offer': ['get'],
  '/twitter/status/{}': ['get'],
  '/users': ['post'],
  '/users/search/{}': ['get'],
  '/search/entries': ['get'],
  '/users/{}': ['get'],
  '/users/{}/entries': ['get'],
  '/users/{}/journals/{}': ['get'],
  '/users/log': ['get', 'post'],
  '/users/reminders': ['post'],
  '/users/stats/': ['get'],
  '/users/shadows': ['get'],
  '/users/newsletter-unsubscribe/{}': ['post'],
  '/users/testflight': ['post'],
  '/video-updates': ['get'],
  '/media/{}': ['get'],
  '/users/me/storage': ['get'],
  '/sync': ['get'],
  '/batch': ['post'],
  '/push/public-key': ['get'],
  '/push/subscriptions': ['post', 'delete'],
  '/push/subscriptions/renew': ['post'],
  '/push/snooze': ['post'],
};

/** A catalogue path ('entries/:id/move/:journalId') as this test writes paths ('/entries/{}/move/{}'). */
const templateOf = (path: string) => `/${path.replace(/:[A-Za-z]+/g, '{}')}`;

type Operation = {
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
};

describe(`GET /api/openapi.json (${testDialect})`, () => {
  let server: TestServer;
  let paths: Map<string, Record<string, Operation>>;
  beforeAll(async () => {
    server = await startTestServer();
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    // The same path may be described under several parameter names; merge them.
    paths = new Map();
    for (const [path, methods] of Object.entries(
      res.body.paths as Record<string, Record<string, Operation>>,
    )) {
      const key = path.replace(/\{[^}]+\}/g, '{}');
      paths.set(key, { ...paths.get(key), ...methods });
    }
  });
  afterAll(() => server.close());

  it('describes every docs/product.md §7 call with at least one answer', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(EXPECTED))
      for (const method of methods) {
        const operation = paths.get(path)?.[method];
        if (!operation || Object.keys(operation.responses).length === 0)
          missing.push(`${method.toUpperCase()} ${path}`);
      }
    expect(missing).toEqual([]);
  });

  it('documents every write the page queues (contract/writes.ts) at its method and path', () => {
    const undocumented = Object.entries(WRITES)
      .map(([name, route]) => ({
        name,
        method: route.method.toLowerCase(),
        path: templateOf(route.path),
      }))
      .filter(({ method, path }) => !paths.get(path)?.[method])
      .map(({ name, method, path }) => `${name}: ${method.toUpperCase()} ${path}`);
    expect(undocumented).toEqual([]);
  });

  it('describes request bodies: multipart with binary files for entries, JSON fields elsewhere', () => {
    const create = paths.get('/entries')!.post!;
    expect(Object.keys(create.requestBody!.content)).toEqual(
      expect.arrayContaining(['multipart/form-data', 'application/json']),
    );
    expect(JSON.stringify(create.requestBody!.content['multipart/form-data'])).toContain(
      '"format":"binary"',
    );
    expect(JSON.stringify(paths.get('/journals')!.post)).toContain('"title"');
    expect(JSON.stringify(paths.get('/chat-messages')!.post)).toContain('"recipient"');
    expect(JSON.stringify(paths.get('/comments')!.post)).toContain('"entry_id"');
  });

  it('describes answers with their schemas', () => {
    const chats = JSON.stringify(paths.get('/chat-messages/chats')!.get!.responses);
    expect(chats).toContain('unreadMessages');
    const shadows = JSON.stringify(paths.get('/users/shadows')!.get!.responses);
    expect(shadows).toContain('newEntries');
  });
});
