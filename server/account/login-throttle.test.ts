import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  clearAccountFailures,
} from './login-throttle.js';
import { startTestServer, type TestServer, type TestResponse } from '../test/harness.js';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
/** The one answer while waiting, whatever the login: it names no account. */
const TOO_MANY = {
  statusCode: 429,
  message: expect.stringMatching(
    /^Too many sign-in attempts\. Please try again in \d+ (second|minute)s?\.$/,
  ),
};

let behindProxy: TestServer;
let direct: TestServer;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startTestServer({ env: { TRUST_PROXY: 'true' } }),
    startTestServer(),
  ]);
});
afterAll(() => Promise.all([behindProxy.close(), direct.close()]));

let addresses = 0;
/**
 * An address no other attempt came from, so only the account's counter matters: the one the
 * proxy appended, after whatever the client claimed.
 */
const newAddress = () => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.1, 203.0.113.${addresses % 250}`;
};

function attempt(server: TestServer, login: string, password: string, address = newAddress()) {
  return server.call('POST', '/api/auth/login', {
    json: { login, password },
    headers: { 'x-forwarded-for': address },
  });
}

async function fail(server: TestServer, login: string, times: number, address?: string) {
  for (let i = 0; i < times; i += 1) {
    const res = await attempt(server, login, 'a wrong guess', address);
    expect(res.status).toBe(401);
  }
}

/** What an answer shows a person: its status, body and how long it asks to wait. */
const seen = (res: TestResponse) => [res.status, res.body, res.headers.get('retry-after')];

/**
 * Keeps guessing wrong from `address` until `failures` guesses were checked, waiting whenever
 * asked to (as a patient script would); returns the waits it was asked for, in seconds.
 */
async function keepGuessing(server: TestServer, login: string, failures: number, address: string) {
  const waits: number[] = [];
  for (let checked = 0; checked < failures;) {
    const res = await attempt(server, login, 'a wrong guess', address);
    if (res.status === 429) {
      waits.push(Number(res.headers.get('retry-after')));
      server.clock.advance(waits.at(-1)! * SECOND);
    } else {
      expect(res.status).toBe(401);
      checked += 1;
    }
  }
  return waits;
}

describe('POST /api/auth/login', () => {
  it("never keeps the owner out because of a stranger's wrong passwords from elsewhere", async () => {
    const { user, password } = await behindProxy.register('owner');
    const stranger = '198.51.100.66';
    await keepGuessing(behindProxy, user.ritual_user, 10, stranger);
    await keepGuessing(behindProxy, user.email, 10, stranger);
    // The stranger is being made to wait right now; the owner, elsewhere, is not.
    expect((await attempt(behindProxy, user.ritual_user, 'again', stranger)).status).toBe(429);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
    expect((await attempt(behindProxy, user.email, password)).status).toBe(200);

    await keepGuessing(behindProxy, user.ritual_user, 40, stranger);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
  });

  it('makes a login wait after 5 failures from one address, twice as long after each, up to 15 minutes', async () => {
    const { user, password } = await behindProxy.register('patient');
    const address = newAddress();
    await fail(behindProxy, user.ritual_user, ACCOUNT_FAILURE_LIMIT, address);
    const first = await attempt(behindProxy, user.ritual_user, password, address);
    expect(seen(first)).toEqual([429, TOO_MANY, '1']);
    expect(first.body.message).toBe('Too many sign-in attempts. Please try again in 1 second.');

    const waits = await keepGuessing(behindProxy, user.ritual_user, 12, address);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const last = await attempt(behindProxy, user.ritual_user, password, address);
    expect(seen(last)).toEqual([429, TOO_MANY, '900']);
    expect(last.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');

    // Asking again while waiting does not lengthen the wait.
    behindProxy.clock.advance(900 * SECOND - 1);
    expect((await attempt(behindProxy, user.ritual_user, password, address)).status).toBe(429);
    behindProxy.clock.advance(1);
    expect((await attempt(behindProxy, user.ritual_user, password, address)).status).toBe(200);
  });

  it('checks no more than 5 of many guesses sent at once', async () => {
    const { user } = await behindProxy.register('burst');
    const address = newAddress();
    const guesses = Array.from({ length: 16 }, (_, i) =>
      attempt(behindProxy, user.ritual_user, `guess number ${i}`, address),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - ACCOUNT_FAILURE_LIMIT);
  });

  it('answers a login nobody has exactly as one of a real account', async () => {
    const { user } = await behindProxy.register('known');
    const answers = async (login: string) => {
      const address = newAddress();
      const all = [];
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 2; i += 1)
        all.push(seen(await attempt(behindProxy, login, 'a wrong guess', address)));
      return all;
    };
    const known = await answers(user.ritual_user);
    expect(known.at(-1)).toEqual([429, TOO_MANY, '1']);
    expect(await answers(`nobody-${user.ritual_user}`)).toEqual(known);
    expect(await answers(`nobody-${user.email}`)).toEqual(known);
  });

  it('never shows which username an email belongs to', async () => {
    const { user } = await behindProxy.register('private');
    const address = newAddress();
    await keepGuessing(behindProxy, user.email, 10, address);
    // Were the email's failures the account's, its username would now be refused (429).
    const res = await attempt(behindProxy, user.ritual_user, 'a wrong guess', address);
    expect([res.status, res.body.message]).toEqual([401, 'Wrong username/email or password.']);
  });

  it('starts afresh after a successful sign-in', async () => {
    const { user, password } = await behindProxy.register('fresh');
    const address = newAddress();
    await fail(behindProxy, user.ritual_user, ACCOUNT_FAILURE_LIMIT - 1, address);
    expect((await attempt(behindProxy, user.ritual_user, password, address)).status).toBe(200);
    await fail(behindProxy, user.ritual_user, ACCOUNT_FAILURE_LIMIT - 1, address);
    expect((await attempt(behindProxy, user.ritual_user, password, address)).status).toBe(200);
  });

  it('lets the owner in at once after a password reset, whoever failed before', async () => {
    const { user, password } = await behindProxy.register('reset');
    const address = newAddress();
    await fail(behindProxy, user.ritual_user, ACCOUNT_FAILURE_LIMIT, address);
    expect((await attempt(behindProxy, user.ritual_user, password, address)).status).toBe(429);
    await behindProxy.deps.database.transaction((tx) => clearAccountFailures(tx, user.id));
    expect((await attempt(behindProxy, user.ritual_user, password, address)).status).toBe(200);
  });

  it(`makes an address wait after ${ADDRESS_FAILURE_LIMIT} failures across logins in an hour, but not other addresses`, async () => {
    const { user, password } = await behindProxy.register('crowd');
    const address = '198.51.100.7';
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1)
      await fail(behindProxy, `stranger${i}`, 1, address);
    const refused = await attempt(behindProxy, user.ritual_user, password, address);
    expect(seen(refused)).toEqual([429, TOO_MANY, '1']);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
    behindProxy.clock.advance(HOUR);
    expect((await attempt(behindProxy, user.ritual_user, password, address)).status).toBe(200);
  });

  it('counts the address the proxy appended, however the client varies the entries before it', async () => {
    const { user, password } = await behindProxy.register('forger');
    const real = '198.51.100.99';
    const claimed = (i: number) => `192.0.2.${i}, ${real}`;
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1)
      await fail(behindProxy, `forged${i}`, 1, claimed(i));
    const refused = await attempt(behindProxy, user.ritual_user, password, claimed(200));
    expect([refused.status, refused.body]).toEqual([429, TOO_MANY]);
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    const { user, password } = await direct.register('spoof');
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) await fail(direct, `phantom${i}`, 1);
    expect((await attempt(direct, user.ritual_user, password)).status).toBe(429);
  });
});
