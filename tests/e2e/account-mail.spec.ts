import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_WIDTHS, newPerson, pathOf, screenshot } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { LoginForm } from '../support/pages/auth-forms.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };
const RESET_ANSWER = 'If an account matches, we have sent a link to reset the password.';
const LINK_INVALID = 'This link is invalid or has expired.';

const stage = useStage();

/** A mail's text as written: quoted-printable soft line breaks and escapes undone. */
function mailText(eml: string): string {
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(eml)) return eml;
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail the server wrote to its outbox (no SMTP in these tests) for one address. */
async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const outbox = join(stage.server.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) => mailText(await readFile(join(outbox, file), 'utf8'))),
  );
  return mails
    .filter((text) => new RegExp(`^To: ${address}$`, 'mi').test(text))
    .map((text) => ({ subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '', text }));
}

/** The path of the one link in the newest mail with this subject, once it has arrived. */
async function mailedLink(address: string, subject: string, route: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(address)).filter((one) => one.subject === subject).at(-1);
      path = mail && new RegExp(`/${route}/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
      return path;
    }, soon)
    .toBeDefined();
  return path!;
}

/** /password-reset and /password-reset/:token. */
class PasswordResetPage {
  readonly login: Locator;
  readonly send: Locator;
  readonly status: Locator;
  readonly newPassword: Locator;
  readonly repeat: Locator;
  readonly setPassword: Locator;
  readonly alert: Locator;
  readonly askAgain: Locator;

  constructor(page: Page) {
    const main = page.getByRole('main');
    this.login = main.getByLabel('Username or email');
    this.send = main.getByRole('button', { name: 'Send reset link' });
    this.status = main.getByRole('status');
    this.newPassword = main.getByLabel('New password', { exact: true });
    this.repeat = main.getByLabel('Repeat new password', { exact: true });
    this.setPassword = main.getByRole('button', { name: 'Set new password' });
    this.alert = main.getByRole('alert');
    this.askAgain = main.getByRole('link', { name: 'Ask for a new link' });
  }
}

describe.each(BEHAVIOUR_WIDTHS)('mailed account links at %i px', (width) => {
  let page: Page;
  beforeEach(async () => {
    page = await stage.newPage(width);
  });

  it('confirms the email address through the link in the welcome mail', async () => {
    const person = await stage.join(page, 'm');

    const link = await mailedLink(
      person.email,
      'Confirm your email address for Ritual',
      'confirm-email',
    );
    await stage.open(page, link);
    const main = page.getByRole('main');
    await main.getByRole('status').filter({ hasText: 'Your email is confirmed.' }).waitFor(soon);
    expect(await main.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home');
    await screenshot(page, 'confirm-email', width);

    const me = await stage.api.login(person.username, person.password);
    const { user } = (await stage.api.call('GET', '/auth', me)) as {
      user: { email_confirmed: boolean };
    };
    expect(user.email_confirmed).toBe(true);

    // The link works once: opened again it is refused in the server's words.
    await stage.open(page, link);
    await main.getByRole('alert').filter({ hasText: LINK_INVALID }).waitFor(soon);
  });

  it('refuses an unknown confirmation link and explains the page without one', async () => {
    await stage.open(page, '/confirm-email/not-a-real-token');
    const main = page.getByRole('main');
    await main.getByRole('alert').filter({ hasText: LINK_INVALID }).waitFor(soon);
    expect(await main.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'confirm-email-refused', width);

    await stage.open(page, '/confirm-email');
    await main.getByText('open the link in the mail').waitFor(soon);
    expect(await main.getByRole('alert').count()).toBe(0);
  });

  it('resets a forgotten password through the mailed link; only the new one signs in', async () => {
    const person = newPerson('p');
    await stage.api.call('POST', '/auth/register', undefined, person);

    await stage.open(page, '/login');
    const forgot = page.getByRole('main').getByRole('link', { name: 'Forgot your password?' });
    await forgot.waitFor(soon);
    await screenshot(page, 'login-forgot', width);
    await forgot.click();
    await expect.poll(() => pathOf(page), soon).toBe('/password-reset');
    const reset = new PasswordResetPage(page);
    await reset.login.waitFor(soon);
    await screenshot(page, 'password-reset-ask', width);
    await reset.login.fill(person.email);
    await reset.send.click();
    await reset.status.filter({ hasText: RESET_ANSWER }).waitFor(soon);
    await screenshot(page, 'password-reset-asked', width);

    const link = await mailedLink(person.email, 'Reset your Ritual password', 'password-reset');
    await stage.open(page, link);
    await reset.newPassword.waitFor(soon);
    const newPassword = 'a brand new passphrase';
    await reset.newPassword.fill(newPassword);
    await reset.repeat.fill('a brand new passphrasf');
    await reset.setPassword.click();
    await reset.alert.filter({ hasText: 'The two passwords do not match.' }).waitFor(soon);
    await screenshot(page, 'password-reset-new', width);
    await reset.repeat.fill(newPassword);
    await reset.setPassword.click();
    // The server signs the account in with the new password.
    await expect.poll(() => pathOf(page), soon).toBe('/home');

    await new AppBar(page).logout.click();
    await expect.poll(() => pathOf(page), soon).toBe('/login');
    const login = new LoginForm(page);
    await login.signIn(person.username, person.password);
    await login.error.waitFor(soon);
    expect(pathOf(page)).toBe('/login');
    await login.signIn(person.username, newPassword);
    await expect.poll(() => pathOf(page), soon).toBe('/home');

    // A used link is refused, with the way to ask for another.
    await new AppBar(page).logout.click();
    await expect.poll(() => pathOf(page), soon).toBe('/login');
    await stage.open(page, link);
    await reset.alert.filter({ hasText: LINK_INVALID }).waitFor(soon);
    await reset.askAgain.click();
    await reset.login.waitFor(soon);
  });

  it('answers the same for an unknown account, mails no one, and refuses an unknown link', async () => {
    const stranger = newPerson('nobody');
    await stage.open(page, '/password-reset');
    const reset = new PasswordResetPage(page);
    await reset.login.fill(stranger.email);
    await reset.send.click();
    await reset.status.filter({ hasText: RESET_ANSWER }).waitFor(soon);
    expect(await mailsTo(stranger.email)).toEqual([]);

    await stage.open(page, '/password-reset/not-a-real-token');
    await reset.alert.filter({ hasText: LINK_INVALID }).waitFor(soon);
    expect(await reset.newPassword.count()).toBe(0);
    await screenshot(page, 'password-reset-refused', width);
  });
});
