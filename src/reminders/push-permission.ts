import { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { pushKeyBytes, subscribeForReminders, type Subscriber } from '../../contract/push-key';
import { freshKey, pageHttp } from '../api/page-http';
import { readableMessage } from '../errors/reporting/readable-message';
import type { PushState } from './push-state-words';

/*
 * This device's notifications for reminders (docs/decisions.md #22), its own chunk: nothing here
 * runs at page load, and only turnOnPush asks the browser for permission, from a person's click.
 * The service worker shows the pushes (sw/reminder-push.ts) and renews the subscription
 * (sw/push-renewal.ts).
 */

export type { PushState } from './push-state-words';

/** What turning notifications on or off came to, with a sentence when it did not go through. */
export interface PushOutcome {
  state: PushState;
  message?: string;
}

/** The device's push subscription, as far as this module uses it. */
export interface DeviceSubscription {
  readonly endpoint: string;
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

interface DevicePushManager extends Subscriber<DeviceSubscription> {
  getSubscription(): Promise<DeviceSubscription | null>;
}

interface WorkerRegistration {
  readonly pushManager: DevicePushManager;
}

/** What this module needs of the browser; the window has all of it (the default). */
export interface PushBrowser {
  readonly navigator: {
    readonly userAgent: string;
    readonly maxTouchPoints?: number;
    /** iOS Safari's own flag: true in an app opened from the Home Screen */
    readonly standalone?: boolean;
    readonly serviceWorker?: {
      getRegistration(): Promise<WorkerRegistration | undefined>;
      readonly ready: Promise<WorkerRegistration>;
    };
  };
  readonly Notification?: {
    readonly permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
  readonly PushManager?: unknown;
  matchMedia?(query: string): { readonly matches: boolean };
}

/** The server's push routes: GET /push/public-key, POST and DELETE /push/subscriptions. */
export interface PushServer {
  /** the VAPID public key (base64url), null when the server sends no pushes */
  publicKey(): Promise<string | null>;
  /** keeps this device's subscription for the signed-in account */
  register(subscription: PushSubscriptionJSON): Promise<void>;
  forget(endpoint: string): Promise<void>;
}

export interface PushDeps {
  /** default: this window */
  browser?: PushBrowser;
  /** default: pushServer(), the page's signed-in client */
  server?: PushServer;
  /** how long turnOnPush waits for the service worker to be active; default 10 s */
  workerWaitMs?: number;
}

/** The server's push routes through the page's authenticated client. */
export function pushServer(http: KyInstance = pageHttp()): PushServer {
  return {
    async publicKey() {
      const { key } = await http.get('push/public-key').json<{ key?: unknown }>();
      return typeof key === 'string' && key !== '' ? key : null;
    },
    async register(subscription) {
      await http.post('push/subscriptions', { json: subscription, headers: freshKey() });
    },
    async forget(endpoint) {
      await http.delete('push/subscriptions', { json: { endpoint }, headers: freshKey() });
    },
  };
}

const WORKER_WAIT_MS = 10_000;

export const PushText = {
  noPushesHere:
    'This server doesn’t send notifications. Reminders will appear inside Ritual while it’s open.',
  workerNotReady: 'Ritual is still getting ready on this device. Try again in a moment.',
  pushServiceFailed:
    'This browser couldn’t reach its notification service. Check your connection and try again.',
  serverUnreachable: 'Ritual’s server can’t be reached right now. Try again when you’re online.',
} as const;

/**
 * iPhone and iPad give notifications only to an app added to the Home Screen (iOS 16.4 on),
 * whatever the browser. iPadOS's Safari says it is a Mac, but a Mac has no touch screen.
 */
function needsInstall(browser: PushBrowser): boolean {
  const { userAgent, maxTouchPoints = 0, standalone } = browser.navigator;
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const installed =
    standalone === true || browser.matchMedia?.('(display-mode: standalone)').matches === true;
  return ios && !installed;
}

/** The states the browser alone decides, before any subscription: null when push may be on. */
function browserLimit(browser: PushBrowser): PushState | null {
  if (needsInstall(browser)) return 'needs-install';
  if (!browser.navigator.serviceWorker || !browser.PushManager || !browser.Notification)
    return 'unsupported';
  if (browser.Notification.permission === 'denied') return 'blocked';
  return null;
}

/** The subscription the browser holds for this app, if its worker is registered. */
async function deviceSubscription(browser: PushBrowser): Promise<DeviceSubscription | null> {
  const registration = await browser.navigator.serviceWorker?.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This device's notifications now: 'on' when allowed and the browser holds a subscription (this
 * device's, told to the server by turnOnPush or the service worker's renewal); asks for nothing.
 */
export async function pushState(deps: PushDeps = {}): Promise<PushState> {
  const browser = deps.browser ?? window;
  const limit = browserLimit(browser);
  if (limit) return limit;
  if (browser.Notification?.permission !== 'granted') return 'off';
  return (await deviceSubscription(browser)) ? 'on' : 'off';
}

/** The worker's registration once it is active (a first visit may still be installing it). */
function activeWorker(browser: PushBrowser, waitMs: number): Promise<WorkerRegistration | null> {
  const ready = browser.navigator.serviceWorker?.ready;
  if (!ready) return Promise.resolve(null);
  return Promise.race([ready, new Promise<null>((resolve) => setTimeout(resolve, waitMs, null))]);
}

/** Whether the subscription was made with this server key; true when the browser does not say. */
function sameKey(subscription: DeviceSubscription, key: string): boolean {
  const held = subscription.options?.applicationServerKey;
  if (!held) return true;
  const bytes = pushKeyBytes(key);
  const heldBytes = new Uint8Array(held);
  return heldBytes.length === bytes.length && heldBytes.every((byte, i) => byte === bytes[i]);
}

const httpFailure = (thrown: unknown) =>
  thrown instanceof HTTPError || thrown instanceof TimeoutError;

/**
 * Turns notifications on for this device: call it from the click itself, since the browser asks
 * for permission only then. Subscribes with the server's key and tells the server; what fails
 * (the permission refused, the push service or the server out of reach) comes back as a state and
 * a sentence, never thrown.
 */
export async function turnOnPush(deps: PushDeps = {}): Promise<PushOutcome> {
  const browser = deps.browser ?? window;
  const limit = browserLimit(browser);
  if (limit) return { state: limit };
  // First of all, while the click still counts as the person's.
  const permission = await browser.Notification!.requestPermission();
  if (permission === 'denied') return { state: 'blocked' };
  if (permission !== 'granted') return { state: 'off' };

  const server = deps.server ?? pushServer();
  let key: string | null;
  try {
    key = await server.publicKey();
  } catch (thrown) {
    return { state: 'off', message: await failureText(thrown) };
  }
  if (!key) return { state: 'off', message: PushText.noPushesHere };
  const registration = await activeWorker(browser, deps.workerWaitMs ?? WORKER_WAIT_MS);
  if (!registration) return { state: 'off', message: PushText.workerNotReady };

  let subscription: DeviceSubscription;
  try {
    const held = await registration.pushManager.getSubscription();
    if (held && sameKey(held, key)) subscription = held;
    else {
      // One made with another key (the server's were made anew) brings nothing any more.
      await held?.unsubscribe();
      subscription = await subscribeForReminders(registration.pushManager, key);
    }
  } catch {
    // e.g. Chromium with no push service, or the browser's own push settings
    return { state: 'off', message: PushText.pushServiceFailed };
  }
  try {
    await server.register(subscription.toJSON());
  } catch (thrown) {
    // A subscription the server does not know would say 'on' and bring nothing.
    await subscription.unsubscribe().catch(() => false);
    return { state: 'off', message: await failureText(thrown) };
  }
  return { state: 'on' };
}

/**
 * Turns notifications off for this device: the browser's subscription ends first (which stops
 * the pushes whatever the server hears), then the server forgets it. Also called at sign-out,
 * so the next person on the device gets none of the account's reminders.
 */
export async function turnOffPush(deps: PushDeps = {}): Promise<PushOutcome> {
  const browser = deps.browser ?? window;
  const limit = browserLimit(browser);
  if (limit) return { state: limit };
  const subscription = await deviceSubscription(browser).catch(() => null);
  if (!subscription) return { state: 'off' };
  if (!(await subscription.unsubscribe().catch(() => false)))
    return { state: await pushState(deps), message: PushText.pushServiceFailed };
  // Offline or signed out, the server is not told: its next push finds the endpoint gone, and it
  // forgets it then.
  await (deps.server ?? pushServer()).forget(subscription.endpoint).catch(() => undefined);
  return { state: 'off' };
}

/**
 * The service worker renews a subscription itself when the browser gives the old one; when it
 * gives none, nothing proved the device to the server there: an app opened with notifications
 * allowed tells the server its subscription again (it takes a known endpoint as an update).
 * Asks for nothing; quiet on failure. Called once a signed-in page has loaded.
 */
export async function keepPushCurrent(deps: PushDeps = {}): Promise<void> {
  const browser = deps.browser ?? window;
  if (browserLimit(browser) || browser.Notification?.permission !== 'granted') return;
  const subscription = await deviceSubscription(browser).catch(() => null);
  if (subscription)
    await (deps.server ?? pushServer()).register(subscription.toJSON()).catch(() => undefined);
}

async function failureText(thrown: unknown): Promise<string> {
  return httpFailure(thrown) ? readableMessage(thrown) : PushText.serverUnreachable;
}
