import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot, WIDTHS } from '../support/app-pages.js';
import { JournalPageModel, PushForm } from '../support/pages/journaling.js';
import { PlusOverlayModel, PlusPage, ThankYouPage, UnlockPage } from '../support/pages/plus.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };
const WEBHOOK_SECRET = 'whsec_plus_e2e';

/** The prices the stand-in tells, as Stripe's Prices API answers them. */
const PRICES: Record<string, object> = {
  price_monthly: {
    unit_amount: 400,
    currency: 'eur',
    recurring: { interval: 'month', interval_count: 1 },
  },
  price_yearly: {
    unit_amount: 4000,
    currency: 'eur',
    recurring: { interval: 'year', interval_count: 1 },
  },
};

/**
 * A stand-in for api.stripe.com: tells the prices above, opens checkout sessions whose payment
 * page it serves itself, and remembers what each session was asked for.
 */
async function startStripeStandIn() {
  const sessions: URLSearchParams[] = [];
  const standIn = { sessions, url: '', server: undefined as Server | undefined };
  standIn.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'GET' && request.url?.startsWith('/pay/')) {
        response.setHeader('content-type', 'text/html');
        response.end('<!doctype html><title>Checkout</title><h1>Stand-in checkout</h1>');
        return;
      }
      const price =
        request.method === 'GET' && PRICES[request.url?.replace('/v1/prices/', '') ?? ''];
      if (price) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ id: request.url, object: 'price', ...price }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        // The payment page's favicon and anything else Stripe would not answer either.
        response.statusCode = 404;
        response.end();
        return;
      }
      sessions.push(new URLSearchParams(body));
      const id = `cs_test_${sessions.length}`;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ id, object: 'checkout.session', url: `${standIn.url}/pay/${id}` }),
      );
    });
  });
  await new Promise<void>((done) => standIn.server!.listen(0, '127.0.0.1', done));
  standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  return standIn;
}

// The stand-in starts first (the server is told its address) and closes after the stage.
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  if (standIn?.server) await new Promise((done) => standIn.server!.close(done));
});
// One entry is the whole free limit; the support pack has no price here, so it is not sold.
const stage = useStage({
  env: () => ({
    FREE_ENTRY_LIMIT: '1',
    STRIPE_SECRET_KEY: 'sk_test_plus_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_YEARLY: 'price_yearly',
  }),
});

const shoot = (page: Page, name: string, width: number) => screenshot(page, `plus-${name}`, width);

/** Stripe telling the server that this user paid for monthly plus, signed as Stripe signs it. */
async function paymentArrives(person: Person) {
  const payload = JSON.stringify({
    id: `evt_${person.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${person.id}`,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: person.id,
        metadata: { option: 'monthly' },
        subscription: `sub_${person.id}`,
        customer: 'cus_plus_e2e',
        amount_total: 500,
        currency: 'eur',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const answer = await fetch(`${stage.server.url}/api/store/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(answer.status).toBe(200);
}

describe.each(BEHAVIOUR_WIDTHS)('plus at %i px', (width) => {
  let api: ApiClient;
  let person: Person;
  let journalId: string;
  let journalPath: string;
  let page: Page;

  beforeAll(async () => {
    api = stage.api;
    person = await api.register('plus');
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: 'Pottery',
    })) as {
      id: string;
      slug: string;
    };
    journalId = journal.id;
    journalPath = `/${person.username}/${journal.slug}`;
    await api.call('POST', '/entries', person, { journal_id: journalId, notes: 'First bowl' });

    ({ page } = await stage.signedInPage(width, person));
  });

  it('opens the plus overlay when an entry is over the limit; a grace period lets it through', async () => {
    await stage.open(page, `/push?journal=${journalId}`);
    const push = new PushForm(page);
    await push.notes.waitFor(soon);
    await push.notes.fill('Second bowl');
    await push.save.click();

    const overlay = new PlusOverlayModel(page);
    await overlay.dialog.waitFor(soon);
    await overlay.dialog
      .getByText('You have reached the free limit of 1 entries.', { exact: false })
      .waitFor(soon);
    await overlay.dialog.getByRole('progressbar', { name: '1 of 1 entries' }).waitFor(soon);
    // The overlay says why; the red banner does not repeat it.
    await expect.poll(() => page.locator('.error-banner').count()).toBe(0);
    await shoot(page, 'overlay', width);

    await overlay.requestGrace.click();
    await overlay.granted
      .filter({ hasText: 'you can keep up to 11 entries for 7 days. Your entry is on the way.' })
      .waitFor(soon);
    // The raised limit shows at once (the resent entry may already count).
    await overlay.dialog.getByRole('progressbar', { name: /^[12] of 11 entries$/ }).waitFor(soon);
    await expect.poll(() => overlay.requestGrace.count()).toBe(0);
    await shoot(page, 'overlay-grace', width);

    // The refused entry went up after all: on the server, and on the journal's page.
    await expect
      .poll(async () => {
        const entries = await api.liveRecords<{ notes: string }>(person, 'entry');
        return entries.map((entry) => entry.notes).sort();
      }, soon)
      .toEqual(['First bowl', 'Second bowl']);
    await overlay.close.click();
    await overlay.dialog.waitFor({ state: 'detached', ...soon });
    expect(pathOf(page)).toBe(journalPath);
    await new JournalPageModel(page).entry('Second bowl').waitFor(soon);
    await shoot(page, 'journal-after-grace', width);

    // At the raised limit, the grace period is not given twice: the overlay says so.
    for (let count = 3; count <= 11; count += 1)
      await api.call('POST', '/entries', person, { journal_id: journalId, notes: `Bowl ${count}` });
    await stage.open(page, `/push?journal=${journalId}`);
    await push.notes.waitFor(soon);
    await push.notes.fill('Twelfth bowl');
    await push.save.click();
    await overlay.dialog
      .getByText('You have reached the free limit of 11 entries.', { exact: false })
      .waitFor(soon);
    await overlay.requestGrace.click();
    await overlay.refused
      .filter({ hasText: 'You have already used your grace period.' })
      .waitFor(soon);
    await shoot(page, 'overlay-grace-used', width);
    await overlay.upgrade.click();
    await overlay.dialog.waitFor({ state: 'detached', ...soon });
    await new PlusPage(page).heading.waitFor(soon);
    expect(pathOf(page)).toBe('/plus');
  });

  it('offers the options on sale on /plus with their prices and opens the payment page for the chosen one', async () => {
    // An option the server does not sell (the support pack has no price here) is not asked for.
    await stage.open(page, '/unlock?option=support-pack');
    const unlock = new UnlockPage(page);
    await unlock.error
      .filter({ hasText: 'This option is not offered. Choose one on the Plus page.' })
      .waitFor(soon);
    expect(standIn.sessions).toHaveLength(0);
    await shoot(page, 'unlock-refused', width);

    await unlock.backToPlus.click();
    const plus = new PlusPage(page);
    await plus.heading.waitFor(soon);
    await expect.poll(() => plus.limit.getAttribute('aria-label'), soon).toBe('11 of 11 entries');
    await plus.choice('Monthly').filter({ hasText: '€4 a month' }).waitFor(soon);
    expect(await plus.choice('Yearly').textContent()).toContain('€40 a year');
    expect(await plus.options.count()).toBe(2);
    expect(await plus.option('Monthly').isChecked()).toBe(true);
    await shoot(page, 'options', width);
    // The laptop's layout too, without another run of the story at that width.
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'options', 1280);
    await page.setViewportSize({ width, height: 800 });

    // Offline, nothing is asked: the page says payments need a connection.
    await page.context().setOffline(true);
    await plus.unlock.click();
    await unlock.error
      .filter({ hasText: 'Payments need a connection to the server.' })
      .waitFor(soon);
    const asked = standIn.sessions.length;
    await shoot(page, 'unlock-offline', width);

    // Back online, 'Try again' opens the payment page of monthly plus for this user.
    await page.context().setOffline(false);
    await unlock.tryAgain.click();
    await page.getByRole('heading', { name: 'Stand-in checkout' }).waitFor(soon);
    expect(standIn.sessions.length).toBe(asked + 1);
    const session = standIn.sessions.at(-1)!;
    expect(session.get('line_items[0][price]')).toBe('price_monthly');
    expect(session.get('client_reference_id')).toBe(person.id);
    expect(session.get('success_url')).toMatch(/\/thank-you$/);
  });

  it('waits on /thank-you until plus arrives, sends the refused entry, then /plus shows plus', async () => {
    await stage.open(page, '/thank-you');
    const thanks = new ThankYouPage(page);
    await thanks.status.filter({ hasText: 'Confirming your payment…' }).waitFor(soon);
    await shoot(page, 'thank-you-waiting', width);

    await paymentArrives(person);
    await thanks.status.filter({ hasText: 'You have Plus now' }).waitFor(soon);
    await thanks.home.waitFor(soon);
    await shoot(page, 'thank-you', width);
    // The entry refused at the limit goes up now that the limit is gone.
    await expect
      .poll(async () => {
        const entries = await api.liveRecords<{ notes: string }>(person, 'entry');
        return entries.some((entry) => entry.notes === 'Twelfth bowl');
      }, soon)
      .toBe(true);

    await stage.open(page, '/plus');
    const plus = new PlusPage(page);
    await plus.held.waitFor(soon);
    expect(await plus.options.count()).toBe(0);
    await shoot(page, 'held', width);
  });
});

describe('plus on a server without payments', () => {
  const bare = useStage();
  const [phone] = BEHAVIOUR_WIDTHS;
  const NOT_CONFIGURED = 'Payments are not configured on this server.';

  it('says so on /plus and /unlock, and how plus is had, without a request bound to fail', async () => {
    const person = await bare.register('nopay');
    const { page } = await bare.signedInPage(phone, person);
    // A refused request shows up here: Chromium logs a 501 as an error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const purchases: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/unlock-plus')) purchases.push(request.url());
    });

    await bare.open(page, '/plus');
    const plus = new PlusPage(page);
    await plus.noPayments.getByText(NOT_CONFIGURED).waitFor(soon);
    await plus.noPayments.getByText(`npm run admin -- plus ${person.username}`).waitFor(soon);
    expect(await plus.unlock.count()).toBe(0);
    expect(await plus.options.count()).toBe(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await shoot(page, 'no-payments', width);
    }
    await page.setViewportSize({ width: phone, height: 800 });

    // Reached by its address (an old link), /unlock says the same and asks for nothing.
    await bare.open(page, '/unlock?option=yearly');
    const unlock = new UnlockPage(page);
    await unlock.noPayments.getByText(NOT_CONFIGURED).waitFor(soon);
    await unlock.backToPlus.waitFor(soon);
    await shoot(page, 'unlock-no-payments', phone);
    expect(purchases).toEqual([]);
    expect(errors).toEqual([]);

    // Offline before the offer was read, /plus says it needs a connection, and reads it once back.
    await bare.open(page, '/home');
    await page.getByRole('main').first().waitFor(soon);
    await page.context().setOffline(true);
    await page.evaluate(() => {
      history.pushState(null, '', '/plus');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await plus.offerUnavailable.filter({ hasText: 'need a connection' }).waitFor(soon);
    await shoot(page, 'offer-offline', phone);
    await page.context().setOffline(false);
    await plus.noPayments.getByText(NOT_CONFIGURED).waitFor(soon);
  });
});
