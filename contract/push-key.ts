/**
 * The server's VAPID public key (GET /push/public-key, base64url) as the bytes
 * `pushManager.subscribe` takes for its applicationServerKey. The page and the service worker both
 * subscribe; browsers that take the string itself are not all of them.
 */
export function pushKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What subscribing needs of a PushManager (the page's or the service worker's). */
export interface Subscriber<Subscription> {
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<Subscription>;
}

/**
 * A subscription to the server's pushes. Every push shows a notification (userVisibleOnly: what
 * browsers require, and what reminders are).
 */
export const subscribeForReminders = <Subscription>(
  pushManager: Subscriber<Subscription>,
  key: string,
): Promise<Subscription> =>
  pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: pushKeyBytes(key) });
