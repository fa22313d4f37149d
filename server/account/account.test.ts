import { mkdtempSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VideoUpdatesSchema } from '../../contract/account.js';
import { ACCOUNT_FAILURE_LIMIT } from './login-throttle.js';
import { loadVideoUpdates } from './video-updates.js';
import { bytes, form, pngBytes } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const INVALID = { statusCode: 404, message: 'This link is invalid or has expired.' };
const DISABLED = 'The Twitter integration is disabled.';

describe(`account (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let other: Account;
  beforeAll(async () => {
    server = await startTestServer();
    [me, other] = await Promise.all([server.register('me'), server.register('other')]);
  });
  afterAll(() => server.close());

  const update = (json: unknown, token = me.token) =>
    server.call('POST', '/api/users', { token, json });
  const userRow = async (id: string) => {
    const { db, t } = server.deps.database.read;
    const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
    return row!;
  };

  /** Waits for a mail to `to` with `subject` in DATA_DIR/outbox; returns its text. */
  async function mailTo(to: string, subject: string): Promise<string> {
    const outbox = join(server.dataDir, 'outbox');
    return vi.waitFor(
      async () => {
        for (const name of await readdir(outbox).catch(() => [])) {
          const mail = await PostalMime.parse(await readFile(join(outbox, name)));
          if (mail.subject === subject && mail.to?.some((a) => a.address === to))
            return mail.text ?? '';
        }
        throw new Error(`no mail '${subject}' to ${to} in the outbox yet`);
      },
      { timeout: 10_000, interval: 20 },
    );
  }
  const linkIn = (text: string, page: string) => {
    const match = new RegExp(`http://ritual\\.test/${page}/([A-Za-z0-9_-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${page} link in:\n${text}`);
    return match[1];
  };

  /** Asks to move an account to a fresh address; returns the address and the mail sent to it. */
  async function changeEmail(account: Account, prefix: string) {
    const email = `${prefix}-${account.user.ritual_user}@example.test`;
    const res = await update({ email, current_password: account.password }, account.token);
    expect(res.status).toBe(200);
    return { email, text: await mailTo(email, 'Confirm your new email address for Ritual') };
  }
  /** The newsletter as the person ticks it in settings: off for a new account until then. */
  const subscribe = async (account: Account) =>
    expect((await update({ newsletter: true }, account.token)).status).toBe(200);
  const signIn = (login: string, password: string) =>
    server.call('POST', '/api/auth/login', { json: { login, password } });
  /** Checks that the sync after `cursor` hands the user `id` to `token` with `record` in it. */
  async function expectSyncedUser(token: string, cursor: string, id: string, record: object) {
    const next = await server.call('GET', `/api/sync?since=${cursor}`, { token });
    expect(next.body.changes).toContainEqual(
      expect.objectContaining({ kind: 'user', id, record: expect.objectContaining(record) }),
    );
  }
  const currentUser = async (account: Account) =>
    (await server.call('GET', '/api/auth', { token: account.token })).body.user;

  describe('POST /api/users', () => {
    it('asks a visitor to sign in', async () => {
      const res = await server.call('POST', '/api/users', { json: { timezone: 'Europe/Berlin' } });
      expect(res.status).toBe(401);
    });

    it('stores the timezone the page sends with the user’s id', async () => {
      const res = await update({ id: me.user.id, timezone: 'America/New_York' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: me.user.id, timezone: 'America/New_York' });
      const again = await server.call('GET', '/api/auth', { token: me.token });
      expect(again.body.user.timezone).toBe('America/New_York');
    });

    it('refuses to change someone else’s profile, changing nothing', async () => {
      const res = await update({ id: other.user.id, timezone: 'Asia/Tokyo' });
      expect([res.status, res.body.message]).toEqual([
        403,
        'You can only change your own profile.',
      ]);
      expect((await userRow(other.user.id)).timezone).toBe('UTC');
      expect((await userRow(me.user.id)).timezone).not.toBe('Asia/Tokyo');
    });

    it('refuses a time zone Intl does not know, or an offset, with a readable message', async () => {
      for (const timezone of ['Mars/Olympus_Mons', '+01:00', '']) {
        const res = await update({ timezone });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('timezone: Please choose a time zone such as Europe/Berlin.');
      }
    });

    it('refuses a body that changes nothing', async () => {
      for (const json of [{}, { id: me.user.id }]) {
        const res = await update(json);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/^Please send at least one of timezone/);
      }
    });

    it('marks the examples as seen (ISO or epoch ms) and clears the mark with null', async () => {
      const iso = '2026-04-01T08:30:00.000Z';
      const first = await update({ id: me.user.id, clickedExamplesAt: iso });
      expect(first.body.user.clickedExamplesAt).toBe(iso);
      const epoch = await update({ clickedExamplesAt: Date.parse(iso) + 1000 });
      expect(epoch.body.user.clickedExamplesAt).toBe('2026-04-01T08:30:01.000Z');
      const cleared = await update({ clickedExamplesAt: null });
      expect(cleared.body.user.clickedExamplesAt).toBeNull();
    });

    it('renames the user, whose profile then answers at the new name', async () => {
      const account = await server.register('rename');
      const username = `Renamed${account.user.ritual_user}`.slice(0, 30);
      const res = await update({ username }, account.token);
      expect([res.status, res.body.user.ritual_user]).toEqual([200, username]);
      expect((await server.call('GET', `/api/users/${username.toLowerCase()}`)).status).toBe(200);
      const row = await userRow(account.user.id);
      expect(row.usernameKey).toBe(username.toLowerCase());
    });

    it('lets a user change the case of their own name, but not take another’s in any case', async () => {
      const own = await update({ username: me.user.ritual_user.toUpperCase() });
      expect([own.status, own.body.user.ritual_user]).toEqual([
        200,
        me.user.ritual_user.toUpperCase(),
      ]);
      const res = await update({ username: other.user.ritual_user.toUpperCase() });
      expect([res.status, res.body.message]).toEqual([409, 'This username is taken.']);
      expect((await userRow(me.user.id)).usernameKey).toBe(me.user.ritual_user.toLowerCase());
    });

    it('refuses an address another account has', async () => {
      const res = await update({
        email: other.user.email.toUpperCase(),
        current_password: me.password,
      });
      expect([res.status, res.body.message]).toEqual([
        409,
        'An account with this email already exists.',
      ]);
      expect((await userRow(me.user.id)).email).toBe(me.user.email);
    });

    it('asks for the current password to change the email, and for nothing else', async () => {
      const account = await server.register('guarded');
      const email = `guarded-${account.user.ritual_user}@example.test`;
      for (const json of [{ email }, { email, current_password: 'not my password' }]) {
        const res = await update(json, account.token);
        expect([res.status, res.body.message]).toEqual([
          403,
          'Please enter your current password to change your email.',
        ]);
      }
      // Another account's address is no answer to someone without the password either.
      const taken = await update({ email: other.user.email }, account.token);
      expect(taken.status).toBe(403);
      expect(await currentUser(account)).toMatchObject({
        email: account.user.email,
        pending_email: null,
      });
      const sameAddress = await update(
        { email: account.user.email, timezone: 'Europe/Paris' },
        account.token,
      );
      expect([sameAddress.status, sameAddress.body.user.timezone]).toEqual([200, 'Europe/Paris']);
    });

    it('stops checking passwords after too many wrong ones, as sign-in does', async () => {
      const account = await server.register('guesser');
      const guess = { email: `guess-${account.user.ritual_user}@example.test` };
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
        const res = await update({ ...guess, current_password: `guess ${i}` }, account.token);
        expect(res.status).toBe(403);
      }
      const res = await update({ ...guess, current_password: account.password }, account.token);
      expect([res.status, res.body.message]).toEqual([
        429,
        'Too many wrong passwords. Please try again in 1 second.',
      ]);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn(account.user.email, account.password)).status).toBe(429);
    });

    it('keeps the old address until the link mailed to the new one is opened', async () => {
      const account = await server.register('mover');
      const oldEmail = account.user.email;
      const { email, text } = await changeEmail(account, 'moved');
      expect(await currentUser(account)).toMatchObject({
        email: oldEmail,
        pending_email: email,
        email_confirmed: false,
      });
      expect((await signIn(oldEmail, account.password)).status).toBe(200);
      expect((await signIn(email, account.password)).status).toBe(401);

      const confirmed = await server.call(
        'POST',
        `/api/auth/confirm-email/${linkIn(text, 'confirm-email')}`,
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user).toMatchObject({
        id: account.user.id,
        email,
        email_confirmed: true,
        pending_email: null,
      });
      expect(await currentUser(account)).toMatchObject({ email, pending_email: null });
      expect((await signIn(email, account.password)).status).toBe(200);
      expect((await signIn(oldEmail, account.password)).status).toBe(401);
    });

    it('tells the old address where the account is moving', async () => {
      const account = await server.register('noticed');
      const { email } = await changeEmail(account, 'elsewhere');
      const notice = await mailTo(account.user.email, 'Your Ritual email address is being changed');
      expect(notice).toContain(`being changed to ${email}`);
      expect(notice).toMatch(/change your password/);
    });

    it('shows the newest address asked for, and hands it to the next sync', async () => {
      const account = await server.register('pending');
      const first = await server.call('GET', '/api/sync', { token: account.token });
      await changeEmail(account, 'one');
      const { email } = await changeEmail(account, 'two');
      expect((await currentUser(account)).pending_email).toBe(email);
      await expectSyncedUser(account.token, first.body.cursor, account.user.id, {
        email: account.user.email,
        pending_email: email,
      });
    });

    it('shows the pending address on the owner’s profile only', async () => {
      const account = await server.register('private');
      const { email } = await changeEmail(account, 'secret');
      const profile = (token?: string) =>
        server.call('GET', `/api/users/${account.user.ritual_user}`, { token });
      expect((await profile(account.token)).body.pending_email).toBe(email);
      for (const res of [await profile(other.token), await profile()]) {
        expect(res.status).toBe(200);
        expect(res.body).not.toHaveProperty('pending_email');
        expect(res.body).not.toHaveProperty('email');
      }
    });

    it('leaves the welcome link working while a change waits', async () => {
      const account = await server.register('waiting');
      const welcome = await mailTo(account.user.email, 'Confirm your email address for Ritual');
      const { email } = await changeEmail(account, 'later');
      const res = await server.call(
        'POST',
        `/api/auth/confirm-email/${linkIn(welcome, 'confirm-email')}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        email: account.user.email,
        email_confirmed: true,
        pending_email: email,
      });
    });

    it('turns the newsletter off and on again', async () => {
      const off = await update({ newsletter: false });
      expect(off.status).toBe(200);
      expect(off.body.user.newsletter).toBe(false);
      expect((await userRow(me.user.id)).newsletter).toBe(false);
      await update({ newsletter: true });
      expect((await userRow(me.user.id)).newsletter).toBe(true);
    });

    it('hands the changed user to the next sync', async () => {
      const first = await server.call('GET', '/api/sync', { token: me.token });
      await update({ timezone: 'Pacific/Auckland' });
      await expectSyncedUser(me.token, first.body.cursor, me.user.id, {
        timezone: 'Pacific/Auckland',
      });
    });

    it('answers a replayed Idempotency-Key with the stored answer', async () => {
      const headers = { [IDEMPOTENCY_HEADER]: `tz-${me.user.id}` };
      const first = await server.call('POST', '/api/users', {
        token: me.token,
        headers,
        json: { timezone: 'Europe/Lisbon' },
      });
      await update({ timezone: 'Europe/Oslo' });
      const replay = await server.call('POST', '/api/users', {
        token: me.token,
        headers,
        json: { timezone: 'Europe/Lisbon' },
      });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(first.body);
      expect((await userRow(me.user.id)).timezone).toBe('Europe/Oslo');
    });
  });

  describe('POST /api/users/avatar', () => {
    const upload = (token: string | undefined, file: { bytes: Buffer; type: string }) =>
      server.call('POST', '/api/users/avatar', { token, body: form({}, { file }) });

    it('asks a visitor to sign in', async () => {
      const res = await upload(undefined, { bytes: await pngBytes(), type: 'image/png' });
      expect(res.status).toBe(401);
    });

    it('stores the image at 256×256 and links it from the user', async () => {
      const res = await upload(me.token, { bytes: await pngBytes(300, 200), type: 'image/png' });
      expect(res.status).toBe(200);
      expect(res.body.user.avatar).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
      const image = await server.app.request(res.body.user.avatar);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([256, 256]);
    });

    it('replaces the old avatar, whose link and file are gone', async () => {
      const first = await upload(me.token, { bytes: await pngBytes(), type: 'image/png' });
      const { db, t } = server.deps.database.read;
      const oldId = first.body.user.avatar.split('/').pop();
      const [old] = await db.select().from(t.media).where(eq(t.media.id, oldId));
      const second = await upload(me.token, { bytes: await pngBytes(64, 64), type: 'image/png' });
      expect(second.status).toBe(200);
      expect(second.body.user.avatar).not.toBe(first.body.user.avatar);
      expect((await server.app.request(first.body.user.avatar)).status).toBe(404);
      expect(await server.deps.mediaFiles.stat(old!.storageName)).toBeUndefined();
      expect((await server.app.request(second.body.user.avatar)).status).toBe(200);
    });

    it('refuses what is not an image, keeping the avatar', async () => {
      const before = (await server.call('GET', '/api/auth', { token: me.token })).body.user.avatar;
      const declared = await upload(me.token, { bytes: bytes.text(), type: 'text/plain' });
      const disguised = await upload(me.token, { bytes: bytes.exe(), type: 'image/png' });
      expect([declared.status, disguised.status]).toEqual([415, 415]);
      const after = await server.call('GET', '/api/auth', { token: me.token });
      expect(after.body.user.avatar).toBe(before);
    });

    it('asks for a file when the form has none', async () => {
      const res = await server.call('POST', '/api/users/avatar', {
        token: me.token,
        body: form({ note: 'no picture' }),
      });
      expect([res.status, res.body.message]).toEqual([400, 'file: please choose an image.']);
    });
  });

  it('gives a new account no newsletter until it asks for one', async () => {
    const account = await server.register('optin');
    expect((await userRow(account.user.id)).newsletter).toBe(false);
    await subscribe(account);
    expect((await userRow(account.user.id)).newsletter).toBe(true);
  });

  describe('POST /api/users/newsletter-unsubscribe/{token}', () => {
    const unsubscribe = (token: string, query = '') =>
      server.call('POST', `/api/users/newsletter-unsubscribe/${token}${query}`);
    const testflightRows = async (email: string) => {
      const { db, t } = server.deps.database.read;
      return db.select().from(t.testflightSignups).where(eq(t.testflightSignups.email, email));
    };

    it('turns the newsletter off through the link in a mail, and again without harm', async () => {
      const account = await server.register('reader');
      await subscribe(account);
      const { text } = await changeEmail(account, 'news');
      const token = linkIn(text, 'newsletter-unsubscribe');
      const res = await unsubscribe(token);
      expect([res.status, res.body.message]).toEqual([
        200,
        'You will no longer receive the Ritual newsletter.',
      ]);
      expect((await userRow(account.user.id)).newsletter).toBe(false);
      expect((await unsubscribe(token)).status).toBe(200);
    });

    it('is at the foot of the welcome mail too', async () => {
      const account = await server.register('welcome');
      await subscribe(account);
      const text = await mailTo(account.user.email, 'Confirm your email address for Ritual');
      expect((await unsubscribe(linkIn(text, 'newsletter-unsubscribe'))).status).toBe(200);
      expect((await userRow(account.user.id)).newsletter).toBe(false);
    });

    it('gives a user the same link in every mail', async () => {
      const account = await server.register('twice');
      const first = await changeEmail(account, 'first');
      const second = await changeEmail(account, 'second');
      expect(linkIn(first.text, 'newsletter-unsubscribe')).toBe(
        linkIn(second.text, 'newsletter-unsubscribe'),
      );
    });

    it('with list=true also takes the address off the TestFlight list; without, leaves it', async () => {
      const account = await server.register('lists');
      const email = account.user.email;
      const text = await mailTo(email, 'Confirm your email address for Ritual');
      const token = linkIn(text, 'newsletter-unsubscribe');
      await server.call('POST', '/api/users/testflight', { json: { email } });
      await unsubscribe(token);
      expect(await testflightRows(email)).toHaveLength(1);
      const res = await unsubscribe(token, '?list=true');
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/left every Ritual mailing list/);
      expect(await testflightRows(email)).toHaveLength(0);
    });

    it('refuses an unknown link, and a list value that is not a flag', async () => {
      const res = await unsubscribe('not-a-newsletter-token-at-all');
      expect([res.status, res.body]).toEqual([404, INVALID]);
      const { text } = await changeEmail(await server.register('flag'), 'flag');
      const bad = await unsubscribe(linkIn(text, 'newsletter-unsubscribe'), '?list=yes');
      expect([bad.status, bad.body.message]).toEqual([400, 'list: list must be true or false.']);
    });

    it('does not take a confirm-email link for an unsubscribe link', async () => {
      const account = await server.register('mixup');
      await subscribe(account);
      const welcome = await mailTo(account.user.email, 'Confirm your email address for Ritual');
      const res = await unsubscribe(linkIn(welcome, 'confirm-email'));
      expect([res.status, res.body]).toEqual([404, INVALID]);
      expect((await userRow(account.user.id)).newsletter).toBe(true);
    });
  });

  describe('POST /api/users/testflight', () => {
    const signUp = (json: unknown, token?: string) =>
      server.call('POST', '/api/users/testflight', { token, json });
    const rows = async (email: string) => {
      const { db, t } = server.deps.database.read;
      return db.select().from(t.testflightSignups).where(eq(t.testflightSignups.email, email));
    };

    it('stores one sign-up per address, however often and in whatever case it comes', async () => {
      const email = `beta-${me.user.ritual_user}@example.test`;
      const first = await signUp({ email });
      expect(first.status).toBe(202);
      expect(first.body.message).toMatch(/TestFlight/);
      await Promise.all([signUp({ email: email.toUpperCase() }), signUp({ email })]);
      expect(await rows(email)).toHaveLength(1);
    });

    it('attaches the signed-in user to the sign-up', async () => {
      const email = `beta-signed-${me.user.ritual_user}@example.test`;
      await signUp({ email });
      expect((await rows(email))[0]!.userId).toBeNull();
      expect((await signUp({ email }, me.token)).status).toBe(202);
      const stored = await rows(email);
      expect(stored.map((row) => row.userId)).toEqual([me.user.id]);
    });

    it('refuses what is not an address', async () => {
      const res = await signUp({ email: 'not an address' });
      expect([res.status, res.body.message]).toEqual([
        400,
        'email: Please enter a valid email address.',
      ]);
    });
  });

  describe('GET /api/video-updates', () => {
    it('lists the bundled videos, newest first, each with id, title, url, date and description', async () => {
      const res = await server.call('GET', '/api/video-updates');
      expect(res.status).toBe(200);
      expect(VideoUpdatesSchema.parse(res.body)).toEqual(res.body);
      const videos = res.body.videos as { published_at: string }[];
      expect(videos.length).toBeGreaterThanOrEqual(3);
      const times = videos.map((video) => Date.parse(video.published_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('refuses to start from a file that is not a list of videos', () => {
      const file = join(mkdtempSync(join(tmpdir(), 'ritual-videos-')), 'videos.json');
      writeFileSync(file, JSON.stringify({ videos: [{ id: 'x', title: 'No address' }] }));
      expect(() => loadVideoUpdates(file)).toThrow(/is not a list of video updates/);
    });
  });

  describe('the disabled Twitter integration', () => {
    it('POST /api/auth/twitter/disconnect answers a signed-in user that nothing is connected', async () => {
      expect((await server.call('POST', '/api/auth/twitter/disconnect')).status).toBe(401);
      const res = await server.call('POST', '/api/auth/twitter/disconnect', { token: me.token });
      expect([res.status, res.body]).toEqual([200, { connected: false, message: DISABLED }]);
    });

    it('GET /api/twitter/status/{id} answers 410 Gone', async () => {
      const res = await server.call('GET', '/api/twitter/status/1234567890');
      expect([res.status, res.body]).toEqual([410, { statusCode: 410, message: DISABLED }]);
    });
  });
});
