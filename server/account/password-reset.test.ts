import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { startMailbox, type Mailbox } from '../test/mailbox.js';

const HOUR = 60 * 60 * 1000;
const REQUESTED = {
  message: 'If an account matches, we have sent a link to reset the password.',
};
const INVALID = { statusCode: 404, message: 'This link is invalid or has expired.' };

let mailbox: Mailbox;
let server: TestServer;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ env: { SMTP_URL: mailbox.url } });
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

const requestReset = (json: unknown) => server.call('POST', '/api/auth/password-reset', { json });
const checkLink = (token: string) => server.call('GET', `/api/auth/password-reset/${token}`);
const useLink = (token: string, password: string) =>
  server.call('POST', `/api/auth/password-reset/${token}`, { json: { password } });
const login = (login: string, password: string) =>
  server.call('POST', '/api/auth/login', { json: { login, password } });

/** Reset mails to `email` so far (each new account is also sent a welcome mail). */
const resetMails = (email: string) =>
  mailbox.to(email).filter((mail) => mail.subject === 'Reset your Ritual password');

/** Waits for the `count`th reset mail to `email` and returns the token from its link. */
async function resetLink(email: string, count = 1): Promise<string> {
  const mail = await vi.waitFor(
    () => {
      const mails = resetMails(email);
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails[count - 1]!;
    },
    { timeout: 10_000, interval: 20 },
  );
  const match = /http:\/\/ritual\.test\/password-reset\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('POST /api/auth/password-reset', () => {
  it('mails a link with which a new password can be set', async () => {
    const { user, password } = await server.register('reset');
    const res = await requestReset({ login: user.ritual_user.toUpperCase() });
    expect([res.status, res.body]).toEqual([202, REQUESTED]);
    const token = await resetLink(user.email);

    expect((await checkLink(token)).body).toEqual({ valid: true });
    const reset = await useLink(token, 'a brand new password');
    expect(reset.status).toBe(200);
    expect(reset.body.user.id).toBe(user.id);
    expect((await server.call('GET', '/api/auth', { token: reset.body.token })).status).toBe(200);
    expect((await login(user.ritual_user, password)).status).toBe(401);
    expect((await login(user.ritual_user, 'a brand new password')).status).toBe(200);
  });

  it('stops an email change someone started with the old password', async () => {
    const { user, token, password } = await server.register('hijacked');
    const elsewhere = `thief-${user.email}`;
    const change = await server.call('POST', '/api/users', {
      token,
      json: { email: elsewhere, current_password: password },
    });
    expect(change.status).toBe(200);
    const changeMail = await vi.waitFor(
      () => {
        const [mail] = mailbox.to(elsewhere);
        expect(mail).toBeDefined();
        return mail!;
      },
      { timeout: 10_000, interval: 20 },
    );
    const changeToken = /confirm-email\/([A-Za-z0-9_-]+)/.exec(changeMail.text ?? '')![1]!;

    await requestReset({ login: user.email });
    expect((await useLink(await resetLink(user.email), 'taken back at last')).status).toBe(200);
    const confirm = await server.call('POST', `/api/auth/confirm-email/${changeToken}`);
    expect([confirm.status, confirm.body]).toEqual([404, INVALID]);
    expect((await login(user.email, 'taken back at last')).status).toBe(200);
  });

  it('gives the same answer whether or not an account matches', async () => {
    const { user } = await server.register('nomatch');
    const known = await requestReset({ email: user.email.toUpperCase() });
    const unknown = await requestReset({ email: `ghost-${user.email}` });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    await resetLink(user.email);
  });

  it('sends at most 5 reset mails an hour to one account', async () => {
    const { user } = await server.register('flood');
    for (let i = 0; i < 7; i += 1) {
      expect((await requestReset({ login: user.email })).status).toBe(202);
    }
    await resetLink(user.email, 5);
    server.clock.advance(HOUR);
    await requestReset({ login: user.email });
    const sixth = await resetLink(user.email, 6);
    expect(resetMails(user.email)).toHaveLength(6);
    expect((await checkLink(sixth)).status).toBe(200);
  });

  it('refuses a request without a username or email', async () => {
    const res = await requestReset({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter your username or email.');
  });
});

describe('GET /api/auth/password-reset/:token', () => {
  it('refuses a link nobody was sent', async () => {
    const res = await checkLink('x'.repeat(43));
    expect([res.status, res.body]).toEqual([404, INVALID]);
  });

  it('refuses a link after an hour', async () => {
    const { user, password } = await server.register('late');
    await requestReset({ login: user.ritual_user });
    const token = await resetLink(user.email);
    server.clock.advance(HOUR - 1000);
    expect((await checkLink(token)).status).toBe(200);
    server.clock.advance(1000);
    expect([(await checkLink(token)).status, (await checkLink(token)).body]).toEqual([
      404,
      INVALID,
    ]);
    expect((await useLink(token, 'too late for this')).status).toBe(404);
    expect((await login(user.ritual_user, password)).status).toBe(200);
  });

  it('refuses a token too long to be one, with a readable message', async () => {
    const res = await checkLink('x'.repeat(201));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('token: This link is invalid or has expired.');
  });
});

describe('POST /api/auth/password-reset/:token', () => {
  it('works only once', async () => {
    const { user } = await server.register('once');
    await requestReset({ login: user.ritual_user });
    const token = await resetLink(user.email);
    expect((await useLink(token, 'first new password')).status).toBe(200);
    const again = await useLink(token, 'second new password');
    expect([again.status, again.body]).toEqual([404, INVALID]);
    expect((await checkLink(token)).status).toBe(404);
    expect((await login(user.ritual_user, 'first new password')).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link win', async () => {
    const { user } = await server.register('twice');
    await requestReset({ login: user.ritual_user });
    const token = await resetLink(user.email);
    const [a, b] = await Promise.all([
      useLink(token, 'password number one'),
      useLink(token, 'password number two'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    const winner = a.status === 200 ? 'password number one' : 'password number two';
    expect((await login(user.ritual_user, winner)).status).toBe(200);
  });

  it('signs out every other session', async () => {
    const { user, token: first, password } = await server.register('everywhere');
    const second = (await login(user.email, password)).body.token as string;
    await requestReset({ login: user.ritual_user });
    const reset = await useLink(await resetLink(user.email), 'a fresh start please');
    expect(reset.status).toBe(200);
    for (const old of [first, second]) {
      expect((await server.call('GET', '/api/auth', { token: old })).status).toBe(401);
    }
    expect((await server.call('GET', '/api/auth', { token: reset.body.token })).status).toBe(200);
  });

  it('refuses a short password and leaves the link usable', async () => {
    const { user } = await server.register('weak');
    await requestReset({ login: user.ritual_user });
    const token = await resetLink(user.email);
    const res = await useLink(token, 'short');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password: Password must be at least 8 characters.');
    expect((await checkLink(token)).status).toBe(200);
  });
});
