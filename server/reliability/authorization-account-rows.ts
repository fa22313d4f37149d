import Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import { anyone, signedIn, type Actor, type Row } from './authorization-table.js';
import { freshLinkToken, imageForm, WEBHOOK_SECRET, type World } from './authorization-world.js';

/*
 * Accounts, sign-in, payments, chat, feeds and the calls anyone may make. A mailed link's token
 * or a signature is the credential there, whoever is signed in. Columns: visitor, other,
 * collaborator, owner, admin.
 */
let registered = 0;
const password = (w: World, actor: Actor) =>
  actor === 'visitor' ? 'not signed in at all' : w.accounts[actor].password;

/** An event Ritual ignores, signed as Stripe signs: only the signature matters to this route. */
function signedWebhook(w: World) {
  const payload = JSON.stringify({
    id: `evt_${uuidv7()}`,
    object: 'event',
    type: 'customer.created',
    data: { object: { id: 'cus_matrix', object: 'customer' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(w.server.clock.now / 1000),
  });
  return {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  };
}

export const accountRows: Row[] = [
  { route: 'GET /auth', expect: signedIn(200) },
  {
    route: 'POST /auth/register',
    expect: anyone(201),
    request: () => {
      const username = `joiner${process.pid % 1000}x${(registered += 1)}`;
      const json = { username, email: `${username}@example.test`, password: 'a long password' };
      return { json };
    },
  },
  {
    route: 'POST /auth/login',
    expect: anyone(200),
    request: (w) => ({
      json: { login: w.accounts.peer.username, password: w.accounts.peer.password },
    }),
  },
  { route: 'POST /auth/logout', expect: signedIn(204), signsOut: true },
  { route: 'POST /auth/logout-everywhere', expect: signedIn(200), signsOut: true },
  {
    // The same password again: the change is what is allowed, not what it changes to.
    route: 'POST /auth/password',
    expect: signedIn(200),
    request: (w, actor) => ({
      json: { current_password: password(w, actor), password: password(w, actor) },
    }),
  },
  {
    route: 'POST /auth/password-reset',
    expect: anyone(202),
    request: (w) => ({ json: { login: w.accounts.peer.email } }),
  },
  {
    route: 'GET /auth/password-reset/{token}',
    expect: anyone(200),
    request: (w) => ({ params: { token: w.resetToken } }),
  },
  {
    route: 'POST /auth/password-reset/{token}',
    expect: anyone(200),
    request: async (w) => ({
      params: { token: await freshLinkToken(w, 'password-reset') },
      json: { password: 'a brand new password' },
    }),
  },
  {
    route: 'POST /auth/confirm-email/{token}',
    expect: anyone(200),
    request: async (w) => ({ params: { token: await freshLinkToken(w, 'confirm-email') } }),
  },
  {
    route: 'POST /auth/cancel-email-change/{token}',
    expect: anyone(200),
    request: async (w) => ({ params: { token: await freshLinkToken(w, 'cancel-email-change') } }),
  },
  {
    route: 'POST /users/newsletter-unsubscribe/{token}',
    expect: anyone(200),
    request: (w) => ({ params: { token: w.newsletterToken } }),
  },
  {
    // The page names the profile it changes; only its own user may.
    route: 'POST /users',
    expect: [401, 403, 403, 200, 403],
    request: (w) => ({ json: { id: w.accounts.owner.id, timezone: 'Europe/Berlin' } }),
  },
  { route: 'POST /users/avatar', expect: signedIn(200), request: (w) => ({ body: imageForm(w) }) },
  { route: 'GET /users/export', expect: signedIn(200) },
  { route: 'GET /users/me/storage', expect: signedIn(200) },
  {
    route: 'POST /users/testflight',
    expect: anyone(202),
    request: () => ({ json: { email: 'beta-tester@example.test' } }),
  },
  { route: 'GET /users/{user}', expect: anyone(200), request: ownerName },
  { route: 'GET /users/{user}/entries', expect: anyone(200), request: ownerName },
  {
    route: 'GET /users/search/{term}',
    expect: anyone(200),
    request: () => ({ params: { term: 'owner' } }),
  },
  { route: 'POST /auth/twitter/disconnect', expect: signedIn(200) },
  {
    // The Twitter integration is disabled: gone for everyone, by design.
    route: 'GET /twitter/status/{id}',
    expect: anyone(410),
    request: () => ({ params: { id: '20' } }),
  },
  { route: 'POST /auth/unlock-plus', expect: signedIn(200), request: () => ({ json: {} }) },
  { route: 'GET /plus/offer', expect: anyone(200) },
  {
    // App Store receipts cannot be verified here: 501 is the answer a signed-in user gets.
    route: 'POST /store/purchase',
    expect: [401, 501, 501, 501, 501],
    request: () => ({ json: { data: 'an App Store receipt' } }),
  },
  { route: 'POST /store/stripe-webhook', expect: anyone(200), request: signedWebhook },
  { route: 'POST /auth/request-grace-period', expect: signedIn(200) },
  { route: 'GET /chat-messages/chats', expect: signedIn(200) },
  {
    route: 'GET /chat-messages',
    expect: signedIn(200),
    request: (w) => ({ query: { recipient: w.accounts.peer.id } }),
  },
  {
    route: 'POST /chat-messages',
    expect: signedIn(201),
    request: (w) => ({ json: { value: 'Hello there.', recipient: w.accounts.peer.id } }),
  },
  { route: 'GET /activity', expect: anyone(200) },
  { route: 'GET /users/activity', expect: signedIn(200) },
  {
    route: 'POST /events',
    expect: signedIn(204),
    request: () => ({ json: { name: 'jitsi_enabled' } }),
  },
  {
    route: 'POST /client-errors',
    expect: anyone(204),
    request: (w) => ({
      json: {
        message: 'Something broke.',
        breadcrumbs: [],
        occurred_at: new Date(w.server.clock.now).toISOString(),
      },
    }),
  },
  { route: 'GET /video-updates', expect: anyone(200) },
  { route: 'GET /video/config', expect: anyone(200) },
  { route: 'GET /sync', expect: signedIn(200) },
  {
    route: 'POST /batch',
    expect: signedIn(200),
    request: () => ({
      json: {
        // a write the page queues (contract/writes.ts): the batch takes nothing else
        writes: [{ method: 'POST', path: 'journals', key: uuidv7(), body: { title: 'Batched' } }],
      },
    }),
  },
];

function ownerName(w: World) {
  return { params: { user: w.accounts.owner.username } };
}
