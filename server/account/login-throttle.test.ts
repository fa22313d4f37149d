import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

const MINUTE = 60 * 1000;
const TOO_MANY = {
  statusCode: 429,
  message: 'Too many sign-in attempts. Please try again later.',
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
/** An address no other attempt came from, so only the account's counter matters. */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses % 250}, 10.0.${Math.floor(addresses / 250)}.1`;
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

describe('POST /api/auth/login', () => {
  it('refuses an account after 10 failures, even with the right password, until the window passes', async () => {
    const { user, password } = await behindProxy.register('locked');
    await fail(behindProxy, user.ritual_user, 10);
    const refused = await attempt(behindProxy, user.ritual_user, password);
    expect([refused.status, refused.body]).toEqual([429, TOO_MANY]);
    expect(refused.headers.get('retry-after')).toBe('900');

    behindProxy.clock.advance(15 * MINUTE - 1000);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(429);
    behindProxy.clock.advance(1000);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
  });

  it('asks to wait only until the oldest counted failure leaves the window', async () => {
    const { user, password } = await behindProxy.register('window');
    await fail(behindProxy, user.ritual_user, 1);
    behindProxy.clock.advance(5 * MINUTE);
    await fail(behindProxy, user.email, 9);
    const refused = await attempt(behindProxy, user.email, password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    behindProxy.clock.advance(10 * MINUTE);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
  });

  it('checks no more than 10 of many guesses sent at once', async () => {
    const { user } = await behindProxy.register('burst');
    const guesses = Array.from({ length: 16 }, (_, i) =>
      attempt(behindProxy, user.ritual_user, `guess number ${i}`),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('counts failures by username and by email against the same account', async () => {
    const { user, password } = await behindProxy.register('both');
    await fail(behindProxy, user.ritual_user, 5);
    await fail(behindProxy, user.email.toUpperCase(), 5);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(429);
  });

  it('starts afresh after a successful sign-in', async () => {
    const { user, password } = await behindProxy.register('fresh');
    await fail(behindProxy, user.ritual_user, 9);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
    await fail(behindProxy, user.ritual_user, 9);
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
  });

  it('refuses guesses at a username nobody has after 10 failures', async () => {
    await fail(behindProxy, 'NoSuchPerson', 10);
    const res = await attempt(behindProxy, 'nosuchperson', 'a wrong guess');
    expect([res.status, res.body]).toEqual([429, TOO_MANY]);
  });

  it('refuses an address after 20 failures across accounts, but not other addresses', async () => {
    const { user, password } = await behindProxy.register('crowd');
    const address = '198.51.100.7';
    for (let i = 0; i < 20; i += 1) await fail(behindProxy, `stranger${i}`, 1, address);
    const refused = await attempt(behindProxy, user.ritual_user, password, address);
    expect([refused.status, refused.body]).toEqual([429, TOO_MANY]);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await attempt(behindProxy, user.ritual_user, password)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    const { user, password } = await direct.register('spoof');
    for (let i = 0; i < 20; i += 1) await fail(direct, `phantom${i}`, 1);
    expect((await attempt(direct, user.ritual_user, password)).status).toBe(429);
  });
});
