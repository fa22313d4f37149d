import webpush from 'web-push';
import type { VapidDetails } from './vapid-keys.js';

/** A device's subscription as the server keeps it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** JSON, encrypted for the device (aes128gcm) */
  payload: string;
  /** a push service keeps one waiting message per topic, so a repeat replaces instead of doubling */
  topic: string;
  /** seconds a push service may hold the message for a device that is offline */
  ttlSeconds: number;
}

/**
 * What became of one push: delivered (the push service took it), gone (404/410: the subscription
 * is dead; delete it), refused (any other answer: this message will not do, trying again won't
 * help) or unreachable (no answer, 429 or 5xx: worth trying again).
 */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; status: number }
  | { kind: 'unreachable'; reason: string };

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/** The server's push: its public key (for browsers to subscribe with) and how it sends. */
export interface Push {
  publicKey: string;
  send: PushSender;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends with web-push: it signs the VAPID header and encrypts the payload (generateRequestDetails),
 * and fetch posts it. web-push's own sendNotification posts only with node:https, so it cannot
 * reach an http:// endpoint such as the tests' stand-in push service; posting with fetch lets the
 * tests run this very code, and real push services are all https.
 */
export function webPushSender(vapid: VapidDetails): PushSender {
  return async (target, message) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message.payload,
      {
        vapidDetails: vapid,
        TTL: message.ttlSeconds,
        topic: message.topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    // fetch counts the body itself, and refuses a Content-Length it did not count.
    const headers = Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]): [string, string] => [name, String(value)]);
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      return { kind: 'unreachable', reason: String(error) };
    }
    if (status >= 200 && status < 300) return { kind: 'delivered' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500) return { kind: 'unreachable', reason: `HTTP ${status}` };
    return { kind: 'refused', status };
  };
}
