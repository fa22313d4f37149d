import { describe, expect, it } from 'vitest';
import { renewPushSubscription, type PushRenewalDeps } from './push-renewal';

const API = 'https://ritual.example/api';
const KEY = 'BAEC'; // the bytes 04 01 02

/** A subscription as the browser gives it; JSON.stringify calls its toJSON. */
function subscription(endpoint: string, auth?: string): PushSubscription {
  const json = { endpoint, expirationTime: null, keys: auth ? { p256dh: 'p256', auth } : {} };
  return { endpoint, toJSON: () => json } as unknown as PushSubscription;
}

/** The server's two routes, and the push service's subscribe; each request logged. */
function world({ key }: { key: string | null } = { key: KEY }) {
  const sent: { url: string; body?: unknown }[] = [];
  const subscribed: unknown[] = [];
  const deps: PushRenewalDeps = {
    pushManager: {
      subscribe: (options) => {
        subscribed.push(options);
        return Promise.resolve(subscription('https://push.example/new', 'new-auth'));
      },
    },
    fetch: (input, init) => {
      const url = input as string;
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      sent.push({ url, ...(body ? { body } : {}) });
      const answer = url.endsWith('/public-key') ? { key } : {};
      return Promise.resolve(Response.json(answer));
    },
    apiBase: API,
  };
  return { deps, sent, subscribed };
}

const renewedBody = {
  old: { endpoint: 'https://push.example/old', auth: 'old-auth' },
  subscription: {
    endpoint: 'https://push.example/new',
    expirationTime: null,
    keys: { p256dh: 'p256', auth: 'new-auth' },
  },
};

describe('renewing the push subscription', () => {
  it('subscribes again with the server’s key and proves the device with the old one', async () => {
    const { deps, sent, subscribed } = world();
    const old = subscription('https://push.example/old', 'old-auth');
    expect(await renewPushSubscription(old, null, deps)).toBe(true);
    expect(subscribed).toEqual([
      { userVisibleOnly: true, applicationServerKey: Uint8Array.from([4, 1, 2]) },
    ]);
    expect(sent).toEqual([
      { url: `${API}/push/public-key` },
      { url: `${API}/push/subscriptions/renew`, body: renewedBody },
    ]);
  });

  it('takes the new subscription the browser gave, without subscribing again', async () => {
    const { deps, sent, subscribed } = world();
    const old = subscription('https://push.example/old', 'old-auth');
    const renewed = subscription('https://push.example/new', 'new-auth');
    expect(await renewPushSubscription(old, renewed, deps)).toBe(true);
    expect(subscribed).toEqual([]);
    expect(sent).toEqual([{ url: `${API}/push/subscriptions/renew`, body: renewedBody }]);
  });

  it('does nothing without the old subscription: the page registers the device again', async () => {
    const { deps, sent, subscribed } = world();
    const renewed = subscription('https://push.example/new', 'new-auth');
    expect(await renewPushSubscription(null, renewed, deps)).toBe(false);
    expect(await renewPushSubscription(subscription('https://push.example/old'), null, deps)).toBe(
      false,
    );
    expect([...sent, ...subscribed]).toEqual([]);
  });

  it('does not subscribe when the server sends no pushes now', async () => {
    const { deps, sent, subscribed } = world({ key: null });
    const old = subscription('https://push.example/old', 'old-auth');
    expect(await renewPushSubscription(old, null, deps)).toBe(false);
    expect(subscribed).toEqual([]);
    expect(sent).toEqual([{ url: `${API}/push/public-key` }]);
  });
});
