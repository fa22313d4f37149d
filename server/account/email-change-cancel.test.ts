import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_ALREADY_STOPPED,
  EMAIL_CHANGE_WENT_THROUGH,
  emailChangeCancelled,
} from '../../contract/account-security.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { startMailbox, type Mailbox } from '../test/mailbox.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const DAY = 24 * 60 * 60 * 1000;
const INVALID = { statusCode: 404, message: 'This link is invalid or has expired.' };
const NOTICE = 'Your Ritual email address is being changed';

describe(`cancelling an email change (${testDialect})`, () => {
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

  const linkIn = (text: string, route: string) => {
    const match = new RegExp(`http://ritual\\.test/${route}/([A-Za-z0-9_-]+)`).exec(text);
    expect(match, `a ${route} link in:\n${text}`).not.toBeNull();
    return match![1]!;
  };
  const confirm = (token: string) => server.call('POST', `/api/auth/confirm-email/${token}`);
  const cancel = (token: string) => server.call('POST', `/api/auth/cancel-email-change/${token}`);
  const me = async (token: string) => (await server.call('GET', '/api/auth', { token })).body.user;
  const signIn = (login: string, password: string) =>
    server.call('POST', '/api/auth/login', { json: { login, password } });

  /**
   * Someone holding a session of `victim` (and the password) asks to move the account to their
   * own address; returns the link mailed there and the cancel link of the notice to the victim.
   */
  async function strangerMovesAccount(victim: Account, prefix = 'attacker') {
    const signedIn = await signIn(victim.user.ritual_user, victim.password);
    const email = `${prefix}-${victim.user.email}`;
    const asked = await server.call('POST', '/api/users', {
      token: signedIn.body.token,
      json: { email, current_password: victim.password },
    });
    expect(asked.status).toBe(200);
    const notice = await mailbox.textOf(victim.user.email, NOTICE);
    const confirmMail = await mailbox.textOf(email, 'Confirm your new email address for Ritual');
    return {
      email,
      notice,
      confirmToken: linkIn(confirmMail, 'confirm-email'),
      cancelToken: linkIn(notice, 'cancel-email-change'),
    };
  }

  /** The victim's account stayed theirs: old address, nothing pending, the stranger's link dead. */
  async function expectKept(
    victim: Account,
    token: string,
    password: string,
    confirmToken: string,
  ) {
    const confirmed = await confirm(confirmToken);
    expect([confirmed.status, confirmed.body]).toEqual([404, INVALID]);
    expect(await me(token)).toMatchObject({ email: victim.user.email, pending_email: null });
    expect((await signIn(victim.user.email, password)).status).toBe(200);
  }

  describe('taking the account back stops a change someone else asked for', () => {
    it('by changing the password', async () => {
      const victim = await server.register('pwvictim');
      const { confirmToken } = await strangerMovesAccount(victim);
      const changed = await server.call('POST', '/api/auth/password', {
        token: victim.token,
        json: { current_password: victim.password, password: 'a fresh passphrase' },
      });
      expect(changed.status).toBe(200);
      await expectKept(victim, victim.token, 'a fresh passphrase', confirmToken);
    });

    it('by signing out everywhere', async () => {
      const victim = await server.register('outvictim');
      const { confirmToken } = await strangerMovesAccount(victim);
      const out = await server.call('POST', '/api/auth/logout-everywhere', { token: victim.token });
      expect(out.status).toBe(200);
      const again = await signIn(victim.user.ritual_user, victim.password);
      await expectKept(victim, again.body.token, victim.password, confirmToken);
    });

    it('by resetting the password', async () => {
      const victim = await server.register('resetvictim');
      const { confirmToken } = await strangerMovesAccount(victim);
      await server.call('POST', '/api/auth/password-reset', { json: { login: victim.user.email } });
      const resetMail = await mailbox.textOf(victim.user.email, 'Reset your Ritual password');
      const reset = await server.call(
        'POST',
        `/api/auth/password-reset/${linkIn(resetMail, 'password-reset')}`,
        { json: { password: 'taken back at last' } },
      );
      expect(reset.status).toBe(200);
      await expectKept(victim, reset.body.token, 'taken back at last', confirmToken);
    });

    it('and the stranger cannot reset the password through their address afterwards', async () => {
      const victim = await server.register('fullvictim');
      const { email, confirmToken } = await strangerMovesAccount(victim);
      await server.call('POST', '/api/auth/password', {
        token: victim.token,
        json: { current_password: victim.password, password: 'a fresh passphrase' },
      });
      expect((await confirm(confirmToken)).status).toBe(404);
      await server.call('POST', '/api/auth/password-reset', { json: { login: email } });
      await server.call('POST', '/api/auth/password-reset', { json: { login: victim.user.email } });
      await mailbox.textOf(victim.user.email, 'Reset your Ritual password');
      expect(mailbox.to(email).map((mail) => mail.subject)).not.toContain(
        'Reset your Ritual password',
      );
    });
  });

  describe('POST /api/auth/cancel-email-change/:token', () => {
    it('is offered to the old address, with what to do next', async () => {
      const victim = await server.register('offered');
      const { notice } = await strangerMovesAccount(victim);
      expect(notice).toMatch(
        /If this was not you, cancel the change with this link:\nhttp:\/\/ritual\.test\/cancel-email-change\/\S+\n\nThen change your password/,
      );
    });

    it('cancels the change signed out; the link mailed to the new address then fails', async () => {
      const victim = await server.register('cancels');
      const { confirmToken, cancelToken } = await strangerMovesAccount(victim);
      const res = await cancel(cancelToken);
      expect([res.status, res.body]).toEqual([
        200,
        { message: emailChangeCancelled(victim.user.email) },
      ]);
      await expectKept(victim, victim.token, victim.password, confirmToken);
    });

    it('stops every pending change of the account, not only the one it was mailed for', async () => {
      const victim = await server.register('several');
      const first = await strangerMovesAccount(victim, 'first');
      const second = await strangerMovesAccount(victim, 'second');
      expect((await cancel(first.cancelToken)).status).toBe(200);
      for (const token of [first.confirmToken, second.confirmToken])
        expect((await confirm(token)).body).toEqual(INVALID);
    });

    it('says the change was already stopped when opened again', async () => {
      const victim = await server.register('twice');
      const { cancelToken } = await strangerMovesAccount(victim);
      expect((await cancel(cancelToken)).status).toBe(200);
      const again = await cancel(cancelToken);
      expect([again.status, again.body]).toEqual([200, { message: EMAIL_CHANGE_ALREADY_STOPPED }]);
    });

    it('says so too when signing out everywhere stopped the change first', async () => {
      const victim = await server.register('stopped');
      const { cancelToken } = await strangerMovesAccount(victim);
      await server.call('POST', '/api/auth/logout-everywhere', { token: victim.token });
      const res = await cancel(cancelToken);
      expect([res.status, res.body]).toEqual([200, { message: EMAIL_CHANGE_ALREADY_STOPPED }]);
    });

    it('refuses once the change went through, and leaves the account where it is', async () => {
      const victim = await server.register('through');
      const { email, confirmToken, cancelToken } = await strangerMovesAccount(victim);
      expect((await confirm(confirmToken)).status).toBe(200);
      const res = await cancel(cancelToken);
      expect([res.status, res.body]).toEqual([
        409,
        { statusCode: 409, message: EMAIL_CHANGE_WENT_THROUGH },
      ]);
      expect((await me(victim.token)).email).toBe(email);
    });

    it('touches only its own account, even with another account’s secret', async () => {
      const alice = await server.register('alice');
      const bob = await server.register('bob');
      const alices = await strangerMovesAccount(alice);
      const bobs = await strangerMovesAccount(bob);
      const forged = `${alice.user.id}${bobs.cancelToken.slice(alice.user.id.length)}`;
      expect((await cancel(forged)).body).toEqual(INVALID);
      expect((await cancel(alices.cancelToken)).status).toBe(200);
      expect((await me(bob.token)).pending_email).toBe(bobs.email);
      expect((await confirm(bobs.confirmToken)).status).toBe(200);
      expect((await me(bob.token)).email).toBe(bobs.email);
    });

    it('refuses an unknown, a malformed or a 7-day-old link alike', async () => {
      const victim = await server.register('expired');
      const { cancelToken } = await strangerMovesAccount(victim);
      for (const token of ['not-a-real-link', `${victim.user.id}`, `${victim.user.id}nope`]) {
        const res = await cancel(token);
        expect([res.status, res.body]).toEqual([404, INVALID]);
      }
      server.clock.advance(7 * DAY);
      const res = await cancel(cancelToken);
      expect([res.status, res.body]).toEqual([404, INVALID]);
      const tooLong = await cancel('y'.repeat(300));
      expect([tooLong.status, tooLong.body.message]).toEqual([
        400,
        'token: This link is invalid or has expired.',
      ]);
    });
  });
});
