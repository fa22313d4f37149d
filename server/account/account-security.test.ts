import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT } from './login-throttle.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

describe(`account security (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signIn = (login: string, password: string) =>
    server.call('POST', '/api/auth/login', { json: { login, password } });
  /** A second device of the same account: a token of its own. */
  const secondDevice = async (account: Account): Promise<string> => {
    const res = await signIn(account.user.ritual_user, account.password);
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  const whoAmI = (token: string) => server.call('GET', '/api/auth', { token });
  const changePassword = (token: string, json: unknown) =>
    server.call('POST', '/api/auth/password', { token, json });

  /** The text of the mail to `to` with `subject` in DATA_DIR/outbox. */
  async function mailTo(to: string, subject: string): Promise<string> {
    const outbox = join(server.dataDir, 'outbox');
    return vi.waitFor(
      async () => {
        for (const name of await readdir(outbox).catch(() => [])) {
          const mail = await PostalMime.parse(await readFile(join(outbox, name)));
          if (mail.subject === subject && mail.to?.some((a) => a.address === to))
            return mail.text ?? '';
        }
        throw new Error(`no mail '${subject}' to ${to} yet`);
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  describe('POST /api/auth/password', () => {
    it('asks a visitor to sign in', async () => {
      const res = await server.call('POST', '/api/auth/password', {
        json: { current_password: 'x', password: 'a new long passphrase' },
      });
      expect(res.status).toBe(401);
    });

    it('refuses a short new password with the rule', async () => {
      const me = await server.register('short');
      const res = await changePassword(me.token, {
        current_password: me.password,
        password: 'short',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Password must be at least 8 characters.');
    });

    it('refuses a wrong current password and keeps the old one', async () => {
      const me = await server.register('wrong');
      const res = await changePassword(me.token, {
        current_password: 'not my password',
        password: 'a new long passphrase',
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Your current password is not right.');
      expect((await signIn(me.user.ritual_user, me.password)).status).toBe(200);
      expect((await signIn(me.user.ritual_user, 'a new long passphrase')).status).toBe(401);
    });

    it('counts wrong guesses with failed sign-ins: after the limit both wait', async () => {
      const me = await server.register('guess');
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
        const res = await changePassword(me.token, {
          current_password: `guess ${i}`,
          password: 'a new long passphrase',
        });
        expect(res.status).toBe(403);
      }
      const blocked = await changePassword(me.token, {
        current_password: me.password,
        password: 'a new long passphrase',
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn(me.user.ritual_user, me.password)).status).toBe(429);
    });

    it('sets the new password, signs out the other devices, keeps this one and mails the owner', async () => {
      const me = await server.register('change');
      const other = await secondDevice(me);
      const stranger = await server.register('stranger');
      const res = await changePassword(me.token, {
        current_password: me.password,
        password: 'a brand new passphrase',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Your password was changed. Your other devices were signed out.',
      });

      expect((await whoAmI(me.token)).status).toBe(200);
      expect((await whoAmI(other)).status).toBe(401);
      expect((await whoAmI(stranger.token)).status).toBe(200);
      expect((await signIn(me.user.ritual_user, me.password)).status).toBe(401);
      expect((await signIn(me.user.ritual_user, 'a brand new passphrase')).status).toBe(200);

      const text = await mailTo(me.user.email, 'Your Ritual password was changed');
      expect(text).toContain('your other devices were signed out');
      expect(text).toContain('http://ritual.test/password-reset');
    });

    it('ends reset links mailed before the change', async () => {
      const me = await server.register('reset');
      await server.call('POST', '/api/auth/password-reset', {
        json: { login: me.user.ritual_user },
      });
      const text = await mailTo(me.user.email, 'Reset your Ritual password');
      const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
      expect((await server.call('GET', `/api/auth/password-reset/${token}`)).status).toBe(200);
      await changePassword(me.token, {
        current_password: me.password,
        password: 'a brand new passphrase',
      });
      expect((await server.call('GET', `/api/auth/password-reset/${token}`)).status).toBe(404);
    });
  });

  describe('POST /api/auth/logout-everywhere', () => {
    it('asks a visitor to sign in', async () => {
      expect((await server.call('POST', '/api/auth/logout-everywhere')).status).toBe(401);
    });

    it('ends every session of the user, this one too, and nobody else’s', async () => {
      const me = await server.register('everywhere');
      const other = await secondDevice(me);
      const stranger = await server.register('bystander');
      const res = await server.call('POST', '/api/auth/logout-everywhere', { token: me.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'You were signed out on every device.' });
      expect((await whoAmI(me.token)).status).toBe(401);
      expect((await whoAmI(other)).status).toBe(401);
      expect((await whoAmI(stranger.token)).status).toBe(200);
      // The password still works: signing in again starts afresh.
      expect((await signIn(me.user.ritual_user, me.password)).status).toBe(200);
    });
  });

  it('describes both calls and the export in /api/openapi.json', async () => {
    const res = await server.call('GET', '/api/openapi.json');
    const paths = res.body.paths as Record<string, Record<string, { responses: object }>>;
    expect(Object.keys(paths['/auth/password']?.post?.responses ?? {})).toContain('200');
    expect(Object.keys(paths['/auth/logout-everywhere']?.post?.responses ?? {})).toContain('200');
    expect(Object.keys(paths['/users/export']?.get?.responses ?? {})).toContain('200');
  });
});
