import { v7 as uuidv7 } from 'uuid';
import { anyone, signedIn, type Row } from './authorization-table.js';

/** A subscription body as a browser's PushSubscription.toJSON() gives it, on a new endpoint. */
const device = () => ({
  endpoint: `https://push.example/send/${uuidv7()}`,
  keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret16bytes' },
});

/*
 * Web Push for reminders (push/routes.ts). The renewal and the snooze hold no session: what they
 * carry (an endpoint with its auth secret, a signed capability) is the proof, so each actor gets the
 * same answer, and one without the proof is refused.
 */
export const pushRows: Row[] = [
  { route: 'GET /push/public-key', expect: anyone(200) },
  { route: 'POST /push/subscriptions', expect: signedIn(204), request: () => ({ json: device() }) },
  {
    route: 'DELETE /push/subscriptions',
    expect: signedIn(204),
    request: () => ({ json: { endpoint: device().endpoint } }),
  },
  {
    route: 'POST /push/subscriptions/renew',
    expect: anyone(404),
    request: () => ({
      json: { old: { endpoint: device().endpoint, auth: 'guessed' }, subscription: device() },
    }),
  },
  {
    route: 'POST /push/snooze',
    expect: anyone(403),
    request: () => ({
      json: { snooze: `${uuidv7()}.2027-01-11.1999999999999.${'A'.repeat(43)}` },
    }),
  },
];
