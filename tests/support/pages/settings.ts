import { inflateRawSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

/** /settings: one form or section per account setting, each found by its name. */
export class SettingsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly offlineNote: Locator;
  readonly username: Locator;
  readonly avatar: Locator;
  readonly email: Locator;
  readonly timezone: Locator;
  readonly newsletter: Locator;
  readonly password: Locator;
  readonly data: Locator;
  readonly devices: Locator;
  readonly appearance: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'Settings', level: 1 });
    this.offlineNote = this.main.getByRole('status').filter({ hasText: 'You are offline' });
    const part = (name: string) => this.main.getByRole('form', { name, exact: true });
    const section = (name: string) => this.main.getByRole('region', { name, exact: true });
    this.username = part('Username');
    this.avatar = section('Avatar');
    this.email = part('Email');
    this.timezone = part('Time zone');
    this.newsletter = section('Newsletter');
    this.password = part('Password');
    this.data = section('Your data');
    this.devices = section('Devices');
    this.appearance = section('Appearance');
  }

  /**
   * Starts noting a form control's value at every animation frame; `shown()` ends it and gives
   * the values in order without repeats, so a value that flickers back for a frame shows up.
   */
  async everyFrame(control: Locator, property: 'value' | 'checked') {
    const watch = await control.evaluateHandle((element, name) => {
      const seen: unknown[] = [];
      let watching = true;
      const note = () => {
        const value = (element as HTMLInputElement)[name];
        if (seen.at(-1) !== value) seen.push(value);
        if (watching) requestAnimationFrame(note);
      };
      note();
      return {
        shown: () => {
          watching = false;
          return seen;
        },
      };
    }, property);
    return {
      // two more frames first: what the page drew right after the last news is in them
      shown: () =>
        watch.evaluate(
          (frames) =>
            new Promise<unknown[]>((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => done(frames.shown()))),
            ),
        ),
    };
  }

  /** System, Light or Dark: a radio of the Theme group. */
  theme(name: 'System' | 'Light' | 'Dark'): Locator {
    return this.appearance
      .getByRole('radiogroup', { name: 'Theme' })
      .getByRole('radio', { name, exact: true });
  }

  /** Chooses a theme as a person does: a tap on its segment (the radio itself is hidden). */
  async chooseTheme(name: 'System' | 'Light' | 'Dark'): Promise<void> {
    await this.appearance
      .getByRole('radiogroup', { name: 'Theme' })
      .getByText(name, { exact: true })
      .click();
  }

  /** What entry cards show: 'Bookmark buttons' or 'Comment links'. */
  cardDisplay(name: 'Bookmark buttons' | 'Comment links'): Locator {
    return this.appearance
      .getByRole('group', { name: 'On entry cards, show' })
      .getByRole('checkbox', { name, exact: true });
  }

  /** What a part of the page says after an action: its status or its alert. */
  news(part: Locator, text: string | RegExp): Locator {
    return part.getByRole('status').or(part.getByRole('alert')).filter({ hasText: text });
  }

  async changeUsername(name: string): Promise<void> {
    await this.username.getByLabel('Username').fill(name);
    await this.username.getByRole('button', { name: 'Save username' }).click();
  }

  newsletterBox(): Locator {
    return this.newsletter.getByRole('checkbox', { name: 'Send me the Ritual newsletter' });
  }

  timezoneSelect(): Locator {
    return this.timezone.getByLabel('Time zone');
  }

  async chooseTimezone(zone: string): Promise<void> {
    await this.timezoneSelect().selectOption(zone);
    await this.timezone.getByRole('button', { name: 'Save time zone' }).click();
  }

  avatarPicture(): Locator {
    return this.avatar.getByRole('img', { name: 'Your avatar' });
  }

  async pickAvatar(png: Buffer): Promise<void> {
    await this.avatar
      .getByLabel('Avatar picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  }

  async changeEmail(email: string, currentPassword: string): Promise<void> {
    await this.email.getByLabel('New email').fill(email);
    await this.email.getByLabel('Current password').fill(currentPassword);
    await this.email.getByRole('button', { name: 'Change email' }).click();
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.password.getByLabel('Current password').fill(current);
    await this.password.getByLabel('New password').fill(next);
    await this.password.getByRole('button', { name: 'Change password' }).click();
  }

  exportButton(): Locator {
    return this.data.getByRole('button', { name: 'Export all my data' });
  }

  signOutEverywhereButton(): Locator {
    return this.devices.getByRole('button', { name: 'Sign out everywhere' });
  }
}

/** The files of a downloaded zip, read from its central directory, each inflated or stored. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const files = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i -= 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + zip.readUInt32LE(at + 20));
    files.set(name, zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}
