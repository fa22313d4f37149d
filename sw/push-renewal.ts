import { subscribeForReminders } from '../contract/push-key';

/** What renewing a push subscription needs of the worker. */
export interface PushRenewalDeps {
  pushManager: Pick<PushManager, 'subscribe'>;
  fetch: typeof fetch;
  /** e.g. https://ritual.example/api */
  apiBase: string;
}

const json = { 'content-type': 'application/json' };

/**
 * The browser replaced or dropped this device's push subscription (pushsubscriptionchange): the
 * worker takes the new one, or subscribes again with the server's key, and tells the server,
 * proving it is the same device with the old subscription's endpoint and auth secret, since the
 * worker holds no session. Resolves with whether the server heard of it.
 */
export async function renewPushSubscription(
  old: PushSubscription | null,
  renewed: PushSubscription | null,
  deps: PushRenewalDeps,
): Promise<boolean> {
  // Without the old subscription (some browsers give none) nothing proves whose device this is:
  // the page registers this device again when it is next opened, with its session
  // (src/reminders/push-permission.ts, keepPushCurrent).
  const auth = old?.toJSON().keys?.auth;
  if (!old || !auth) return false;
  const subscription = renewed ?? (await subscribeAgain(deps));
  if (!subscription) return false;
  const answer = await deps.fetch(`${deps.apiBase}/push/subscriptions/renew`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ old: { endpoint: old.endpoint, auth }, subscription }),
  });
  return answer.ok;
}

async function subscribeAgain({ pushManager, fetch, apiBase }: PushRenewalDeps) {
  const answer = await fetch(`${apiBase}/push/public-key`);
  if (!answer.ok) return null;
  const { key } = (await answer.json()) as { key: string | null };
  // null: the server sends no pushes now
  return key ? subscribeForReminders(pushManager, key) : null;
}
