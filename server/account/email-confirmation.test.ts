import { readdir, readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const DAY = 24 * 60 * 60 * 1000;
const INVALID = { statusCode: 404, message: 'This link is invalid or has expired.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const confirm = (token: string) => server.call('POST', `/api/auth/confirm-email/${token}`);
const me = async (account: Account) =>
  (await server.call('GET', '/api/auth', { token: account.token })).body.user;

/** Asks to move the account to `email`; returns the token of the link mailed there. */
async function changeEmail(account: Account, email: string) {
  const res = await server.call('POST', '/api/users', {
    token: account.token,
    json: { email, current_password: account.password },
  });
  expect(res.status).toBe(200);
  return (await welcomeMail(email)).token;
}

/** Waits for the mail with a confirm-email link to `email` in DATA_DIR/outbox; returns it and its token. */
async function welcomeMail(email: string) {
  const outbox = join(server.dataDir, 'outbox');
  return vi.waitFor(
    async () => {
      for (const name of await readdir(outbox).catch(() => [])) {
        const mail = await PostalMime.parse(await readFile(join(outbox, name)));
        if (!mail.to?.some((a) => a.address === email)) continue;
        const match = /http:\/\/ritual\.test\/confirm-email\/([A-Za-z0-9_-]+)/.exec(
          mail.text ?? '',
        );
        if (match?.[1]) return { mail, link: match[0], token: match[1] };
      }
      throw new Error(`no mail to ${email} in the outbox yet`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('POST /api/auth/register', () => {
  it('writes the welcome mail to the outbox and logs its link when no SMTP_URL is set', async () => {
    const { user } = await server.register('outbox');
    const { mail, link } = await welcomeMail(user.email);
    expect(mail.subject).toBe('Confirm your email address for Ritual');
    expect(server.log.lines.some((line) => line.includes(link) && line.includes('outbox'))).toBe(
      true,
    );
  });

  it('still signs up when the mail server cannot be reached, and logs why', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const { token } = await offline.register('nomail');
      expect((await offline.call('GET', '/api/auth', { token })).status).toBe(200);
      await vi.waitFor(
        () => expect(offline.log.lines.join('\n')).toMatch(/warn could not send mail/),
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/auth/confirm-email/:token', () => {
  it('confirms the address the welcome mail went to', async () => {
    const { user, token } = await server.register('confirm');
    const before = await server.call('GET', '/api/auth', { token });
    expect(before.body.user.email_confirmed).toBe(false);
    const res = await confirm((await welcomeMail(user.email)).token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email_confirmed: true });
    const after = await server.call('GET', '/api/auth', { token });
    expect(after.body.user.email_confirmed).toBe(true);
  });

  it('hands the confirmed user to the next sync', async () => {
    const { user, token } = await server.register('synced');
    const first = await server.call('GET', '/api/sync', { token });
    expect(first.body.changes).toContainEqual(
      expect.objectContaining({ kind: 'user', id: user.id }),
    );
    await confirm((await welcomeMail(user.email)).token);
    const next = await server.call('GET', `/api/sync?since=${first.body.cursor}`, { token });
    expect(next.body.changes).toContainEqual(
      expect.objectContaining({
        kind: 'user',
        id: user.id,
        record: expect.objectContaining({ email_confirmed: true }),
      }),
    );
  });

  it('works only once', async () => {
    const { user } = await server.register('confirmonce');
    const { token } = await welcomeMail(user.email);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect([again.status, again.body]).toEqual([404, INVALID]);
  });

  it('refuses a link older than 7 days', async () => {
    const [early, late] = [await server.register('early'), await server.register('late')];
    const [earlyLink, lateLink] = [
      await welcomeMail(early.user.email),
      await welcomeMail(late.user.email),
    ];
    server.clock.advance(7 * DAY - 1000);
    expect((await confirm(earlyLink.token)).status).toBe(200);
    server.clock.advance(1000);
    const res = await confirm(lateLink.token);
    expect([res.status, res.body]).toEqual([404, INVALID]);
    const me = await server.call('GET', '/api/auth', { token: late.token });
    expect(me.body.user.email_confirmed).toBe(false);
  });

  it('moves the account to the address of a change link, confirmed', async () => {
    const account = await server.register('changer');
    const email = `changed-${account.user.email}`;
    const res = await confirm(await changeEmail(account, email));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, email_confirmed: true, pending_email: null });
  });

  it('refuses a change to an address another account took meanwhile, keeping the link', async () => {
    const account = await server.register('squatted');
    const email = `wanted-${account.user.email}`;
    const link = await changeEmail(account, email);
    const squatter = await server.call('POST', '/api/auth/register', {
      json: {
        username: `sq${account.user.ritual_user}`.slice(0, 30),
        email,
        password: 'long enough',
      },
    });
    expect(squatter.status).toBe(201);
    const res = await confirm(link);
    expect([res.status, res.body.message]).toEqual([
      409,
      'An account with this email already exists.',
    ]);
    expect(await me(account)).toMatchObject({ email: account.user.email, pending_email: email });
    // Once the address is free again the unused link still moves the account.
    await server.deps.database.transaction(({ db, t }) =>
      db
        .update(t.users)
        .set({ email: `gone-${email}` })
        .where(eq(t.users.id, squatter.body.user.id)),
    );
    expect((await confirm(link)).status).toBe(200);
    expect((await me(account)).email).toBe(email);
  });

  it('retires the older change links and the welcome link once a change is confirmed', async () => {
    const account = await server.register('twolinks');
    const welcome = (await welcomeMail(account.user.email)).token;
    const older = await changeEmail(account, `older-${account.user.email}`);
    const newer = await changeEmail(account, `newer-${account.user.email}`);
    expect((await confirm(newer)).status).toBe(200);
    for (const token of [older, welcome]) {
      const res = await confirm(token);
      expect([res.status, res.body]).toEqual([404, INVALID]);
    }
    expect(await me(account)).toMatchObject({
      email: `newer-${account.user.email}`,
      email_confirmed: true,
      pending_email: null,
    });
  });

  it('refuses a token too long to be one, with a readable message', async () => {
    const res = await confirm('y'.repeat(300));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('token: This link is invalid or has expired.');
  });
});
