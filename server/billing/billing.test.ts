import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { runAdminCommand } from '../account/admin-commands.js';
import { createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const DAY = 24 * 60 * 60 * 1000;
const WEBHOOK_SECRET = 'whsec_ritual_test_secret';
const NOT_CONFIGURED = { statusCode: 501, message: 'Payments are not configured on this server.' };

/** The prices the stand-in knows, as Stripe's Prices API answers them. */
const PRICES: Record<string, object> = {
  price_monthly: {
    unit_amount: 400,
    currency: 'eur',
    recurring: { interval: 'month', interval_count: 1 },
  },
  price_yearly: {
    unit_amount: 4000,
    currency: 'usd',
    recurring: { interval: 'year', interval_count: 1 },
  },
  price_pack: { unit_amount: 2500, currency: 'eur', recurring: null },
};

/**
 * A stand-in for api.stripe.com: opens checkout sessions, tells the prices above (except those in
 * `unknownPrices`), and remembers what it was sent.
 */
async function startStripeStandIn() {
  const received: { path: string; auth: string; form: URLSearchParams }[] = [];
  const standIn = {
    received,
    refuseNext: false,
    unknownPrices: new Set<string>(),
    url: '',
    server: undefined as Server | undefined,
  };
  standIn.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: `${request.method} ${request.url}`,
        auth: request.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      response.setHeader('content-type', 'application/json');
      const priceId = /^\/v1\/prices\/(\w+)$/.exec(request.url ?? '')?.[1];
      if (request.method === 'GET' && priceId) {
        const known = !standIn.unknownPrices.has(priceId) && PRICES[priceId];
        response.statusCode = known ? 200 : 404;
        response.end(
          JSON.stringify(
            known
              ? { id: priceId, object: 'price', ...known }
              : {
                  error: { type: 'invalid_request_error', message: `No such price: '${priceId}'` },
                },
          ),
        );
        return;
      }
      if (standIn.refuseNext) {
        standIn.refuseNext = false;
        response.statusCode = 400;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price' } }),
        );
        return;
      }
      const id = `cs_test_${received.length}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((done) => standIn.server!.listen(0, '127.0.0.1', done));
  standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  return standIn;
}

let eventCounter = 0;
const checkoutCompleted = (
  userId: string,
  option: string,
  subscription: string | object | null = `sub_${(eventCounter += 1)}`,
) => ({
  id: `evt_${(eventCounter += 1)}`,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: `cs_${eventCounter}`,
      object: 'checkout.session',
      mode: option === 'support-pack' ? 'payment' : 'subscription',
      payment_status: 'paid',
      client_reference_id: userId,
      metadata: { option },
      subscription: option === 'support-pack' ? null : subscription,
      customer: 'cus_ritual',
      amount_total: 500,
      currency: 'eur',
    },
  },
});
const subscriptionEvent = (type: string, id: string, periodEndMs: number, status = 'active') => ({
  id: `evt_${(eventCounter += 1)}`,
  object: 'event',
  type,
  data: {
    object: {
      id,
      object: 'subscription',
      status,
      ended_at: null,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEndMs / 1000 }] },
    },
  },
});

describe(`plus and billing (${testDialect})`, () => {
  it('will not start with a Stripe key but no webhook secret: payments would never unlock plus', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_ritual' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is needed with STRIPE_SECRET_KEY/,
    );
    expect(readConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeUndefined();
  });

  describe('with Stripe configured', () => {
    let server: TestServer;
    let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
    beforeAll(async () => {
      standIn = await startStripeStandIn();
      server = await startTestServer({
        env: {
          STRIPE_SECRET_KEY: 'sk_test_ritual',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: standIn.url,
          STRIPE_PRICE_MONTHLY: 'price_monthly',
          STRIPE_PRICE_YEARLY: 'price_yearly',
          STRIPE_PRICE_SUPPORT_PACK: 'price_pack',
        },
      });
    });
    afterAll(async () => {
      await server.close();
      await new Promise((done) => standIn.server!.close(done));
    });

    const me = async (account: Account) =>
      (await server.call('GET', '/api/auth', { token: account.token })).body.user;
    const userRow = async (account: Account) => {
      const { db, t } = server.deps.database.read;
      const [row] = await db.select().from(t.users).where(eq(t.users.id, account.user.id));
      return row!;
    };
    const deliver = (event: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(server.clock.now / 1000),
      });
      return server.call('POST', '/api/store/stripe-webhook', {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    };
    const unlock = (account: Account | undefined, json: object = {}) =>
      server.call('POST', '/api/auth/unlock-plus', {
        ...(account ? { token: account.token } : {}),
        json,
      });

    describe('POST /api/auth/unlock-plus', () => {
      it('asks visitors to sign in', async () => {
        expect((await unlock(undefined)).status).toBe(401);
      });

      it('opens a Stripe Checkout subscription for the monthly price by default', async () => {
        const buyer = await server.register('buyer');
        const res = await unlock(buyer);
        expect(res.status).toBe(200);
        expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_\d+$/);
        const sent = standIn.received.at(-1)!;
        expect(sent.path).toBe('POST /v1/checkout/sessions');
        expect(sent.auth).toBe('Bearer sk_test_ritual');
        expect(Object.fromEntries(sent.form)).toMatchObject({
          mode: 'subscription',
          'line_items[0][price]': 'price_monthly',
          'line_items[0][quantity]': '1',
          client_reference_id: buyer.user.id,
          customer_email: buyer.user.email,
          'metadata[option]': 'monthly',
          success_url: 'http://ritual.test/thank-you',
          cancel_url: 'http://ritual.test/plus',
        });
      });

      it('uses the yearly price, and a one-time payment for the support pack', async () => {
        const buyer = await server.register('buyer');
        await unlock(buyer, { option: 'yearly' });
        expect(standIn.received.at(-1)!.form.get('line_items[0][price]')).toBe('price_yearly');
        expect(standIn.received.at(-1)!.form.get('mode')).toBe('subscription');
        await unlock(buyer, { option: 'support-pack' });
        expect(standIn.received.at(-1)!.form.get('line_items[0][price]')).toBe('price_pack');
        expect(standIn.received.at(-1)!.form.get('mode')).toBe('payment');
        expect(standIn.received.at(-1)!.form.get('metadata[option]')).toBe('support-pack');
      });

      it('refuses an unknown option, and a subscription for someone who has plus', async () => {
        const buyer = await server.register('buyer');
        const bad = await unlock(buyer, { option: 'weekly' });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('option: Choose monthly, yearly or support-pack.');
        await deliver(checkoutCompleted(buyer.user.id, 'monthly'));
        const again = await unlock(buyer, { option: 'yearly' });
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('You already have Plus.');
        expect((await unlock(buyer, { option: 'support-pack' })).status).toBe(200);
      });

      it('answers 502 with a readable message when Stripe refuses', async () => {
        const buyer = await server.register('buyer');
        standIn.refuseNext = true;
        const res = await unlock(buyer);
        expect(res.status).toBe(502);
        expect(res.body.message).toBe(
          'The payment provider could not be reached. Please try again in a moment.',
        );
      });
    });

    describe('POST /api/store/stripe-webhook', () => {
      it('grants a month of plus for a completed monthly checkout and tells the user’s devices', async () => {
        const buyer = await server.register('buyer');
        const cursor = (await server.call('GET', '/api/sync', { token: buyer.token })).body.cursor;
        expect(await me(buyer)).toMatchObject({ plus: false });
        const res = await deliver(checkoutCompleted(buyer.user.id, 'monthly'));
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ received: true });
        expect(await me(buyer)).toMatchObject({ plus: true, support_pack: null });
        expect((await userRow(buyer)).plusUntil).toBe(server.clock.now + 31 * DAY);
        const pulled = await server.call('GET', `/api/sync?since=${cursor}`, {
          token: buyer.token,
        });
        expect(pulled.body.changes).toEqual([
          expect.objectContaining({
            kind: 'user',
            record: expect.objectContaining({ plus: true }),
          }),
        ]);
      });

      it('grants once when Stripe delivers the same event again', async () => {
        const buyer = await server.register('buyer');
        const event = checkoutCompleted(buyer.user.id, 'yearly');
        await deliver(event);
        const granted = (await userRow(buyer)).plusUntil;
        expect(granted).toBe(server.clock.now + 366 * DAY);
        server.clock.advance(DAY);
        expect((await deliver(event)).status).toBe(200);
        expect((await userRow(buyer)).plusUntil).toBe(granted);
        const { db, t } = server.deps.database.read;
        const purchases = await db
          .select()
          .from(t.purchases)
          .where(eq(t.purchases.userId, buyer.user.id));
        expect(purchases).toMatchObject([
          { provider: 'stripe', option: 'yearly', status: 'active' },
        ]);
      });

      it('follows the subscription: its period end, a renewal, and its end', async () => {
        const buyer = await server.register('buyer');
        const firstEnd = Math.floor((server.clock.now + 2 * DAY) / 1000) * 1000;
        const subscription = subscriptionEvent('x', 'sub_followed', firstEnd).data.object;
        await deliver(checkoutCompleted(buyer.user.id, 'monthly', subscription));
        expect((await userRow(buyer)).plusUntil).toBe(firstEnd);

        const renewedEnd = firstEnd + 30 * DAY;
        await deliver(
          subscriptionEvent('customer.subscription.updated', 'sub_followed', renewedEnd),
        );
        expect((await userRow(buyer)).plusUntil).toBe(renewedEnd);

        const cancelledAt = firstEnd + 5 * DAY;
        await deliver(
          subscriptionEvent(
            'customer.subscription.deleted',
            'sub_followed',
            cancelledAt,
            'canceled',
          ),
        );
        expect((await userRow(buyer)).plusUntil).toBe(cancelledAt);
        server.clock.advance(cancelledAt - server.clock.now + 1000);
        expect(await me(buyer)).toMatchObject({ plus: false });
      });

      it('makes the support pack plus for life with support_pack early', async () => {
        const buyer = await server.register('buyer');
        await deliver(checkoutCompleted(buyer.user.id, 'support-pack'));
        expect(await me(buyer)).toMatchObject({ plus: true, support_pack: 'early' });
        expect((await userRow(buyer)).plus).toBe(true);
        const again = await unlock(buyer, { option: 'support-pack' });
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('You already have the support pack.');
      });

      it('refuses a forged or missing signature and grants nothing', async () => {
        const buyer = await server.register('buyer');
        const forged = await deliver(
          checkoutCompleted(buyer.user.id, 'support-pack'),
          'whsec_forged',
        );
        expect(forged.status).toBe(400);
        expect(forged.body.message).toBe('The webhook signature is not valid.');
        const unsigned = await server.call('POST', '/api/store/stripe-webhook', {
          json: checkoutCompleted(buyer.user.id, 'support-pack'),
        });
        expect(unsigned.status).toBe(400);
        expect(unsigned.body.message).toBe('The Stripe-Signature header is missing.');
        expect(await me(buyer)).toMatchObject({ plus: false, support_pack: null });
      });

      it('answers 400, not 500, to a signed event that lacks what its type promises', async () => {
        const res = await deliver({
          id: 'evt_broken',
          object: 'event',
          type: 'customer.subscription.updated',
          data: { object: { id: 'sub_broken', status: 'active' } },
        });
        expect([res.status, res.body.message]).toEqual([
          400,
          'The webhook body is not a Stripe event.',
        ]);
      });

      it('refuses a body far larger than any Stripe event, whatever type it claims', async () => {
        const res = await server.call('POST', '/api/store/stripe-webhook', {
          body: 'x'.repeat(2 * 1024 * 1024),
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'stripe-signature': 't=1,v1=00',
          },
        });
        expect([res.status, res.body.message]).toEqual([413, 'The request is too large.']);
      });

      it('acknowledges events Ritual does not use, and subscriptions it did not sell', async () => {
        const ignored = await deliver({
          id: 'evt_other',
          object: 'event',
          type: 'invoice.created',
          data: { object: { id: 'in_1', object: 'invoice' } },
        });
        expect(ignored.status).toBe(200);
        const stranger = subscriptionEvent('customer.subscription.deleted', 'sub_unknown', 0);
        expect((await deliver(stranger)).status).toBe(200);
      });
    });

    describe('GET /api/plus/offer', () => {
      const offer = () => server.call('GET', '/api/plus/offer');
      const priceReads = () =>
        standIn.received.filter((sent) => sent.path.startsWith('GET /v1/prices/')).length;
      // Each test starts once the prices read before it are no longer kept.
      beforeEach(() => server.clock.advance(11 * 60 * 1000));

      it('tells anyone each option’s price, read from Stripe and said as people say it', async () => {
        const res = await offer();
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          payments: true,
          options: [
            { option: 'monthly', price: '€4 a month' },
            { option: 'yearly', price: '$40 a year' },
            { option: 'support-pack', price: '€25 once' },
          ],
        });
        const sent = standIn.received.filter((s) => s.path.startsWith('GET /v1/prices/'));
        expect(
          sent
            .map((s) => s.path)
            .slice(-3)
            .sort(),
        ).toEqual([
          'GET /v1/prices/price_monthly',
          'GET /v1/prices/price_pack',
          'GET /v1/prices/price_yearly',
        ]);
        expect(sent.at(-1)!.auth).toBe('Bearer sk_test_ritual');
      });

      it('offers an option whose price Stripe cannot tell without a price, and logs why', async () => {
        standIn.unknownPrices.add('price_yearly');
        try {
          const res = await offer();
          expect(res.status).toBe(200);
          expect(res.body.options).toEqual([
            { option: 'monthly', price: '€4 a month' },
            { option: 'yearly', price: null },
            { option: 'support-pack', price: '€25 once' },
          ]);
          expect(server.log.lines.join('\n')).toMatch(
            /a plus price could not be read .*price_yearly.*No such price/,
          );
        } finally {
          standIn.unknownPrices.clear();
        }
      });

      it('asks Stripe for each price once for many reads, and again minutes later', async () => {
        const before = priceReads();
        const [first, second] = await Promise.all([offer(), offer()]);
        expect((await offer()).body).toEqual(first.body);
        expect(second.body).toEqual(first.body);
        expect(priceReads() - before).toBe(3);
        server.clock.advance(11 * 60 * 1000);
        await offer();
        expect(priceReads() - before).toBe(6);
      });
    });

    it('answers POST /api/store/purchase: App Store purchases cannot be verified here', async () => {
      const buyer = await server.register('buyer');
      const res = await server.call('POST', '/api/store/purchase', {
        token: buyer.token,
        json: { data: 'MIIT...receipt' },
      });
      expect(res.status).toBe(501);
      expect(res.body.message).toBe(
        'In-app purchases from the iOS app are not configured on this server.',
      );
    });
  });

  describe('without payments configured', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '2' } });
    });
    afterAll(() => server.close());

    const grantPlus = (account: Account) =>
      runAdminCommand(['plus', account.user.ritual_user], server.deps.database, {
        out: () => undefined,
        err: () => undefined,
      });

    it('offers nothing: GET /api/plus/offer says it takes no payments', async () => {
      const res = await server.call('GET', '/api/plus/offer');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ payments: false, options: [] });
    });

    it('answers unlock-plus and the webhook with 501 Payments are not configured', async () => {
      const user = await server.register('free');
      const unlock = await server.call('POST', '/api/auth/unlock-plus', {
        token: user.token,
        json: { option: 'monthly' },
      });
      expect(unlock.status).toBe(501);
      expect(unlock.body).toEqual(NOT_CONFIGURED);
      const webhook = await server.call('POST', '/api/store/stripe-webhook', {
        json: {},
        headers: { 'stripe-signature': 't=1,v1=00' },
      });
      expect(webhook.body).toEqual(NOT_CONFIGURED);
    });

    it('checks a store purchase’s body and sign-in before saying it is not configured', async () => {
      const user = await server.register('free');
      expect(
        (await server.call('POST', '/api/store/purchase', { json: { data: 'r' } })).status,
      ).toBe(401);
      const empty = await server.call('POST', '/api/store/purchase', {
        token: user.token,
        json: {},
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('data: Please send the App Store receipt.');
      const res = await server.call('POST', '/api/store/purchase', {
        token: user.token,
        json: { data: { transactionId: '1000000' } },
      });
      expect(res.status).toBe(501);
    });

    it('still lets an admin grant plus with the admin command', async () => {
      const user = await server.register('free');
      expect(await grantPlus(user)).toBe(0);
      const res = await server.call('GET', '/api/auth', { token: user.token });
      expect(res.body.user).toMatchObject({ plus: true });
    });

    describe('POST /api/auth/request-grace-period', () => {
      const grace = (account?: Account) =>
        server.call(
          'POST',
          '/api/auth/request-grace-period',
          account ? { token: account.token } : {},
        );

      it('asks visitors to sign in, and refuses users who have plus', async () => {
        expect((await grace()).status).toBe(401);
        const user = await server.register('plus');
        await grantPlus(user);
        const res = await grace(user);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('You have Plus, so you do not need a grace period.');
      });

      it('raises a full free account’s limit once, for seven days', async () => {
        const user = await server.register('free');
        const journal = await createJournal(server, user.token);
        await createTextEntry(server, user.token, journal.id);
        await createTextEntry(server, user.token, journal.id);
        const post = () =>
          server.call('POST', '/api/entries', {
            token: user.token,
            json: { journal_id: journal.id, notes: 'one more' },
          });
        expect((await post()).status).toBe(402);

        const granted = await grace(user);
        expect(granted.status).toBe(200);
        expect(granted.body.user).toMatchObject({ id: user.user.id, freeEntryLimit: 12 });
        expect((await post()).status).toBe(201);

        const twice = await grace(user);
        expect(twice.status).toBe(409);
        expect(twice.body.message).toBe('You have already used your grace period.');

        server.clock.advance(7 * DAY + 1000);
        const me = await server.call('GET', '/api/auth', { token: user.token });
        expect(me.body.user).toMatchObject({ freeEntryLimit: 2, numberOfEntries: 3 });
        expect((await post()).status).toBe(402);
        expect((await grace(user)).status).toBe(409);
      });
    });
  });
});
