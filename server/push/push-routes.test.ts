import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { startPushService, type StandInPushService } from '../test/push-service.js';
import { MAX_SUBSCRIPTIONS_PER_ACCOUNT } from './subscriptions.js';

describe(`the push routes (${testDialect})`, () => {
  let server: TestServer;
  let push: StandInPushService;
  beforeAll(async () => {
    server = await startTestServer();
    push = await startPushService();
  });
  afterAll(async () => {
    await push.close();
    await server.close();
  });

  const deviceBody = () => {
    const { id: _id, ...body } = push.subscribe(server.deps.push.publicKey);
    return body;
  };
  const ownerOf = async (endpoint: string) => {
    const { db, t } = server.deps.database.read;
    const rows = await db
      .select()
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.endpoint, endpoint));
    return rows.map((row) => ({ userId: row.userId, auth: row.auth, p256dh: row.p256dh }));
  };

  it('GET /push/public-key: the key browsers subscribe with, the same after a restart', async () => {
    const res = await server.call('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: server.deps.push.publicKey });
    // An uncompressed P-256 point.
    expect(Buffer.from(res.body.key as string, 'base64url')).toHaveLength(65);
    server = await server.restart();
    expect((await server.call('GET', '/api/push/public-key')).body).toEqual(res.body);
  });

  it('takes VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the environment when set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await startTestServer({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      expect((await configured.call('GET', '/api/push/public-key')).body).toEqual({
        key: keys.publicKey,
      });
    } finally {
      await configured.close();
    }
  });

  it('POST /push/subscriptions: 401 without a session, 400 with a message for a bad body', async () => {
    const unsigned = await server.call('POST', '/api/push/subscriptions', { json: deviceBody() });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toEqual({ statusCode: 401, message: expect.any(String) });
    const { token } = await server.register('pushbad');
    for (const json of [
      {},
      { ...deviceBody(), endpoint: 'not a url' },
      { ...deviceBody(), endpoint: 'ftp://push.example/x' },
      { ...deviceBody(), keys: { p256dh: '' } },
    ]) {
      const res = await server.call('POST', '/api/push/subscriptions', { token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(/\w/);
    }
  });

  it('POST /push/subscriptions keeps one row per endpoint: a re-registered one moves to its new account', async () => {
    const alice = await server.register('alice');
    const bob = await server.register('bob');
    const device = deviceBody();
    const post = (token: string, json: unknown) =>
      server.call('POST', '/api/push/subscriptions', { token, json });
    expect((await post(alice.token, device)).status).toBe(204);
    expect((await post(alice.token, device)).status).toBe(204);
    expect(await ownerOf(device.endpoint)).toEqual([
      { userId: alice.user.id, auth: device.keys.auth, p256dh: device.keys.p256dh },
    ]);
    const again = { ...device, keys: deviceBody().keys };
    expect((await post(bob.token, again)).status).toBe(204);
    expect(await ownerOf(device.endpoint)).toEqual([
      { userId: bob.user.id, auth: again.keys.auth, p256dh: again.keys.p256dh },
    ]);
  });

  it('keeps an account’s newest subscriptions only', async () => {
    const { user, token } = await server.register('many');
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_ACCOUNT + 3; i += 1) {
      server.clock.advance(1);
      const res = await server.call('POST', '/api/push/subscriptions', {
        token,
        json: deviceBody(),
      });
      expect(res.status).toBe(204);
    }
    const { db, t } = server.deps.database.read;
    const rows = await db
      .select()
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(MAX_SUBSCRIPTIONS_PER_ACCOUNT);
  });

  it('DELETE /push/subscriptions forgets only the caller’s own', async () => {
    const alice = await server.register('alice');
    const mallory = await server.register('mallory');
    const device = deviceBody();
    await server.call('POST', '/api/push/subscriptions', { token: alice.token, json: device });
    const del = (token: string | undefined) =>
      server.call('DELETE', '/api/push/subscriptions', {
        ...(token ? { token } : {}),
        json: { endpoint: device.endpoint },
      });
    expect((await del(undefined)).status).toBe(401);
    expect((await del(mallory.token)).status).toBe(204);
    expect(await ownerOf(device.endpoint)).toHaveLength(1);
    expect((await del(alice.token)).status).toBe(204);
    expect(await ownerOf(device.endpoint)).toEqual([]);
  });

  it('POST /push/subscriptions/renew replaces the subscription the old endpoint and auth secret name, with no session', async () => {
    const alice = await server.register('alice');
    const old = deviceBody();
    await server.call('POST', '/api/push/subscriptions', { token: alice.token, json: old });
    const renewed = deviceBody();
    const renew = (auth: string) =>
      server.call('POST', '/api/push/subscriptions/renew', {
        json: { old: { endpoint: old.endpoint, auth }, subscription: renewed },
      });
    const guessed = await renew(deviceBody().keys.auth);
    expect(guessed.status).toBe(404);
    expect(guessed.body.message).toBe('No push subscription has this endpoint and auth secret.');
    expect(await ownerOf(renewed.endpoint)).toEqual([]);
    expect((await renew(old.keys.auth)).status).toBe(204);
    expect(await ownerOf(old.endpoint)).toEqual([]);
    expect(await ownerOf(renewed.endpoint)).toEqual([
      { userId: alice.user.id, auth: renewed.keys.auth, p256dh: renewed.keys.p256dh },
    ]);
    // The old secret opens nothing now.
    expect((await renew(old.keys.auth)).status).toBe(404);
    const bad = await server.call('POST', '/api/push/subscriptions/renew', {
      json: { old: { endpoint: old.endpoint } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/old\.auth|subscription/);
  });

  it('POST /push/snooze: 400 without a capability', async () => {
    const res = await server.call('POST', '/api/push/snooze', { json: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/snooze/);
  });

  it('a server on https takes only https push endpoints on a host name', async () => {
    const public_ = await startTestServer({ env: { PUBLIC_URL: 'https://ritual.example' } });
    try {
      const { token } = await public_.register('https');
      const post = (endpoint: string) =>
        public_.call('POST', '/api/push/subscriptions', {
          token,
          json: { ...deviceBody(), endpoint },
        });
      for (const endpoint of [
        'http://push.example/x',
        'https://127.0.0.1/x',
        'https://localhost/x',
        'https://[::1]/x',
      ]) {
        const res = await post(endpoint);
        expect(res.status, endpoint).toBe(400);
        expect(res.body.message).toBe('endpoint must be a push service’s https:// address.');
      }
      expect((await post('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(204);
    } finally {
      await public_.close();
    }
  });
});
