import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import {
  keepPushCurrent,
  pushState,
  PushText,
  turnOffPush,
  turnOnPush,
  type DeviceSubscription,
  type PushBrowser,
  type PushServer,
} from './push-permission';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15';
const KEY = 'BAEC';

interface DeviceOptions {
  userAgent?: string;
  maxTouchPoints?: number;
  standalone?: boolean;
  displayStandalone?: boolean;
  permission?: NotificationPermission;
  /** what the browser answers when asked */
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** the server key the held subscription was made with; default the server's */
  heldKey?: number[];
  /** false: no service worker registered (a page before it, or a dev server) */
  worker?: boolean;
  /** false: a browser without the Push API or notifications */
  push?: boolean;
  /** the push service cannot be reached */
  pushServiceDown?: boolean;
}

/** A browser, with what happened to it logged. */
function device(options: DeviceOptions = {}) {
  const log: string[] = [];
  let permission = options.permission ?? 'default';
  let subscription: DeviceSubscription | null = null;
  const subscriptionAt = (endpoint: string, key = [4, 1, 2]): DeviceSubscription => ({
    endpoint,
    options: { applicationServerKey: Uint8Array.from(key).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe() {
      log.push(`unsubscribe ${endpoint}`);
      subscription = null;
      return Promise.resolve(true);
    },
  });
  if (options.subscribed) subscription = subscriptionAt('https://push.example/1', options.heldKey);
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(subscription),
      subscribe(asked: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) {
        log.push(
          `subscribe userVisibleOnly=${asked.userVisibleOnly} key=${asked.applicationServerKey.join(',')}`,
        );
        if (options.pushServiceDown)
          return Promise.reject(new DOMException('push service error', 'AbortError'));
        subscription = subscriptionAt('https://push.example/2');
        return Promise.resolve(subscription);
      },
    },
  };
  const worker = options.worker ?? true;
  const push = options.push ?? true;
  const browser: PushBrowser = {
    navigator: {
      userAgent: options.userAgent ?? CHROME,
      maxTouchPoints: options.maxTouchPoints ?? 0,
      ...(options.standalone === undefined ? {} : { standalone: options.standalone }),
      ...(push && {
        serviceWorker: {
          getRegistration: () => Promise.resolve(worker ? registration : undefined),
          // never, without a worker: as the browser's own promise
          ready: worker ? Promise.resolve(registration) : new Promise(() => undefined),
        },
      }),
    },
    ...(push && {
      PushManager: class {},
      Notification: {
        get permission() {
          return permission;
        },
        requestPermission() {
          log.push('asked for permission');
          permission = options.answer ?? permission;
          return Promise.resolve(permission);
        },
      },
    }),
    matchMedia: (query) => ({
      matches: query === '(display-mode: standalone)' && options.displayStandalone === true,
    }),
  };
  return { browser, log };
}

/** The server's push routes; `fails` makes each throw that. */
function server(
  log: string[],
  { key = KEY, fails = null }: { key?: string | null; fails?: Error | null } = {},
) {
  const routes: PushServer = {
    publicKey: () => (fails ? Promise.reject(fails) : Promise.resolve(key)),
    register(subscription) {
      if (fails) return Promise.reject(fails);
      log.push(`POST ${subscription.endpoint}`);
      return Promise.resolve();
    },
    forget(endpoint) {
      if (fails) return Promise.reject(fails);
      log.push(`DELETE ${endpoint}`);
      return Promise.resolve();
    },
  };
  return routes;
}

const httpError = (status: number, message: string) =>
  new HTTPError(
    Response.json({ error: message }, { status }),
    new Request('https://ritual.example/api/push/subscriptions'),
    {} as never,
  );

describe('pushState', () => {
  it('is off in a browser that can, until a person turns it on; and asks nothing', async () => {
    const { browser, log } = device();
    expect(await pushState({ browser })).toBe('off');
    expect(await pushState({ browser: device({ permission: 'granted' }).browser })).toBe('off');
    expect(log).toEqual([]);
  });

  it('is on when allowed and the browser holds a subscription', async () => {
    const { browser } = device({ permission: 'granted', subscribed: true });
    expect(await pushState({ browser })).toBe('on');
  });

  it('is blocked when the person refused notifications', async () => {
    const { browser } = device({ permission: 'denied', subscribed: true });
    expect(await pushState({ browser })).toBe('blocked');
  });

  it('is unsupported without the Push API, notifications or service workers', async () => {
    expect(await pushState({ browser: device({ push: false }).browser })).toBe('unsupported');
  });

  it('is off while no service worker is registered yet', async () => {
    const { browser } = device({ permission: 'granted', worker: false });
    expect(await pushState({ browser })).toBe('off');
  });

  it('needs the Home Screen app on an iPhone or an iPad (which says it is a Mac)', async () => {
    for (const tab of [
      { userAgent: IPHONE, push: false },
      { userAgent: IPHONE, standalone: false },
      { userAgent: IPAD_AS_MAC, maxTouchPoints: 5, push: false },
    ])
      expect(await pushState({ browser: device(tab).browser })).toBe('needs-install');
    const installed = [
      { userAgent: IPHONE, standalone: true },
      { userAgent: IPAD_AS_MAC, maxTouchPoints: 5, displayStandalone: true },
    ];
    for (const app of installed)
      expect(await pushState({ browser: device(app).browser })).toBe('off');
    // a Mac's Safari is not an iPad
    expect(await pushState({ browser: device({ userAgent: IPAD_AS_MAC }).browser })).toBe('off');
  });
});

describe('turnOnPush', () => {
  it('asks, subscribes with the server’s key for visible pushes, and tells the server', async () => {
    const { browser, log } = device({ answer: 'granted' });
    expect(await turnOnPush({ browser, server: server(log) })).toEqual({ state: 'on' });
    expect(log).toEqual([
      'asked for permission',
      'subscribe userVisibleOnly=true key=4,1,2',
      'POST https://push.example/2',
    ]);
    expect(await pushState({ browser })).toBe('on');
  });

  it('tells the server of a subscription the browser already holds', async () => {
    const { browser, log } = device({ permission: 'granted', subscribed: true });
    expect(await turnOnPush({ browser, server: server(log) })).toEqual({ state: 'on' });
    expect(log).toEqual(['asked for permission', 'POST https://push.example/1']);
  });

  it('subscribes anew when the one held was made with another server key', async () => {
    const { browser, log } = device({ permission: 'granted', subscribed: true, heldKey: [4, 9] });
    expect(await turnOnPush({ browser, server: server(log) })).toEqual({ state: 'on' });
    expect(log).toEqual([
      'asked for permission',
      'unsubscribe https://push.example/1',
      'subscribe userVisibleOnly=true key=4,1,2',
      'POST https://push.example/2',
    ]);
  });

  it('is blocked when the person says no, and off when they close the question', async () => {
    for (const [answer, state] of [
      ['denied', 'blocked'],
      ['default', 'off'],
    ] as const) {
      const { browser, log } = device({ answer });
      expect(await turnOnPush({ browser, server: server(log) })).toEqual({ state });
      expect(log).toEqual(['asked for permission']);
    }
  });

  it('asks nothing where notifications cannot be had', async () => {
    for (const [options, state] of [
      [{ permission: 'denied' }, 'blocked'],
      [{ push: false }, 'unsupported'],
      [{ userAgent: IPHONE, push: false }, 'needs-install'],
    ] as const) {
      const { browser, log } = device(options);
      expect(await turnOnPush({ browser, server: server(log) })).toEqual({ state });
      expect(log).toEqual([]);
    }
  });

  it('says so when the browser’s push service cannot be reached', async () => {
    const { browser, log } = device({ answer: 'granted', pushServiceDown: true });
    expect(await turnOnPush({ browser, server: server(log) })).toEqual({
      state: 'off',
      message: PushText.pushServiceFailed,
    });
  });

  it('says so when the server sends no pushes', async () => {
    const { browser, log } = device({ answer: 'granted' });
    expect(await turnOnPush({ browser, server: server(log, { key: null }) })).toEqual({
      state: 'off',
      message: PushText.noPushesHere,
    });
    expect(log).toEqual(['asked for permission']);
  });

  it('says so when the service worker is not active in time', async () => {
    const { browser, log } = device({ answer: 'granted', worker: false });
    expect(await turnOnPush({ browser, server: server(log), workerWaitMs: 10 })).toEqual({
      state: 'off',
      message: PushText.workerNotReady,
    });
  });

  it('unsubscribes again when the server cannot be told, and says what it answered', async () => {
    const { browser, log } = device({ answer: 'granted' });
    const routes = server(log);
    routes.register = () => Promise.reject(httpError(429, 'Too many requests. Try again later.'));
    const outcome = await turnOnPush({ browser, server: routes });
    expect(outcome.state).toBe('off');
    expect(outcome.message).toMatch(/\S/);
    expect(log).toContain('unsubscribe https://push.example/2');
    expect(await pushState({ browser })).toBe('off');
  });

  it('says the server is out of reach when offline', async () => {
    const { browser, log } = device({ answer: 'granted' });
    const offline = server(log, { fails: new TypeError('Failed to fetch') });
    expect(await turnOnPush({ browser, server: offline })).toEqual({
      state: 'off',
      message: PushText.serverUnreachable,
    });
  });
});

describe('turnOffPush', () => {
  it('ends the browser’s subscription, then has the server forget it', async () => {
    const { browser, log } = device({ permission: 'granted', subscribed: true });
    expect(await turnOffPush({ browser, server: server(log) })).toEqual({ state: 'off' });
    expect(log).toEqual(['unsubscribe https://push.example/1', 'DELETE https://push.example/1']);
    expect(await pushState({ browser })).toBe('off');
  });

  it('is off even when the server cannot be told (offline, or at sign-out)', async () => {
    const { browser, log } = device({ permission: 'granted', subscribed: true });
    const offline = server(log, { fails: new TypeError('Failed to fetch') });
    expect(await turnOffPush({ browser, server: offline })).toEqual({ state: 'off' });
    expect(log).toEqual(['unsubscribe https://push.example/1']);
  });

  it('does nothing when there is nothing to turn off', async () => {
    const { browser, log } = device({ permission: 'granted' });
    expect(await turnOffPush({ browser, server: server(log) })).toEqual({ state: 'off' });
    expect(await turnOffPush({ browser: device({ push: false }).browser })).toEqual({
      state: 'unsupported',
    });
    expect(log).toEqual([]);
  });
});

describe('keepPushCurrent', () => {
  it('tells the server the subscription again, asking nothing', async () => {
    const { browser, log } = device({ permission: 'granted', subscribed: true });
    await keepPushCurrent({ browser, server: server(log) });
    expect(log).toEqual(['POST https://push.example/1']);
  });

  it('does nothing without permission or a subscription, and is quiet on failure', async () => {
    const { browser, log } = device({ permission: 'default', subscribed: true });
    await keepPushCurrent({ browser, server: server(log) });
    await keepPushCurrent({
      browser: device({ permission: 'granted' }).browser,
      server: server(log),
    });
    const granted = device({ permission: 'granted', subscribed: true }).browser;
    await expect(
      keepPushCurrent({ browser: granted, server: server(log, { fails: new Error('down') }) }),
    ).resolves.toBeUndefined();
    expect(log).toEqual([]);
  });
});
