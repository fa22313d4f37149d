import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { PushSubscriptionBody } from '../../contract/reminders.js';

/** http_ece (web-push's own dependency) ships no types; this is the one call the stand-in makes. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

/** A push the stand-in accepted: whose, the headers a push service acts on, and what it said. */
export interface ReceivedPush {
  subscriptionId: string;
  headers: { ttl: string | undefined; topic: string | undefined; urgency: string | undefined };
  payload: unknown;
}

export interface StandInSubscription extends PushSubscriptionBody {
  id: string;
}

/**
 * A push service for tests, on 127.0.0.1, checking what a real one checks. It hands out
 * subscriptions as a browser's would (a P-256 key pair and a 16-byte auth secret each, an endpoint
 * of its own), and for each push verifies the VAPID header (RFC 8292: an ES256 JWT for the
 * endpoint's origin, expiring within a day, with a subject, signed by the key the subscription was
 * made with), decrypts the aes128gcm body with the subscription's private key, and keeps it.
 */
export interface StandInPushService {
  origin: string;
  /** a new subscription, made with the application server's public key (as pushManager.subscribe) */
  subscribe(applicationServerKey: string): StandInSubscription;
  /** pushes accepted, in order */
  received: ReceivedPush[];
  /** pushes refused, with why: a test expecting none checks it is empty */
  rejected: string[];
  /** from now on answers `status` for the subscription (410: it is gone) */
  answer(subscriptionId: string, status: number): void;
  close(): Promise<void>;
}

interface Held {
  ecdh: ECDH;
  auth: string;
  serverKey: string;
  status: number;
}

const DAY_S = 24 * 60 * 60;

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** Why the Authorization header is not a valid VAPID one for this push, or null when it is. */
function vapidProblem(
  header: string | undefined,
  origin: string,
  serverKey: string,
): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return `no vapid Authorization header: ${header}`;
  const [, token = '', key = ''] = match;
  if (key !== serverKey) return 'k is not the key the subscription was made with';
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = b64(key);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${body}`);
  const algorithm = (JSON.parse(b64(head).toString()) as { alg?: string }).alg;
  if (algorithm !== 'ES256') return `alg ${algorithm}`;
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64(signature)))
    return 'the JWT signature does not verify';
  const claims = JSON.parse(b64(body).toString()) as { aud?: string; exp?: number; sub?: string };
  const nowS = Date.now() / 1000;
  if (claims.aud !== origin) return `aud ${claims.aud}, not ${origin}`;
  if (!claims.exp || claims.exp <= nowS || claims.exp > nowS + DAY_S) return `exp ${claims.exp}`;
  if (!claims.sub) return 'no sub';
  return null;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

export async function startPushService(): Promise<StandInPushService> {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let count = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = held.get(id);
      const refuse = (status: number, why: string) => {
        rejected.push(`${id}: ${why}`);
        response.writeHead(status).end(why);
      };
      if (request.method !== 'POST' || !subscription) return refuse(404, 'no such subscription');
      const problem = vapidProblem(request.headers.authorization, origin, subscription.serverKey);
      if (problem) return refuse(403, problem);
      if (headerOf(request, 'content-encoding') !== 'aes128gcm')
        return refuse(400, 'not aes128gcm');
      if (subscription.status !== 201) return response.writeHead(subscription.status).end();
      let payload: unknown;
      try {
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.auth,
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch (error) {
        return refuse(400, `cannot decrypt: ${String(error)}`);
      }
      received.push({
        subscriptionId: id,
        headers: {
          ttl: headerOf(request, 'ttl'),
          topic: headerOf(request, 'topic'),
          urgency: headerOf(request, 'urgency'),
        },
        payload,
      });
      response.writeHead(201).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    rejected,
    subscribe(applicationServerKey) {
      count += 1;
      const id = `s${count}${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      held.set(id, { ecdh, auth, serverKey: applicationServerKey, status: 201 });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    answer(subscriptionId, status) {
      const subscription = held.get(subscriptionId);
      if (subscription) subscription.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
