import { describe, expect, it } from 'vitest';
import { pushKeyBytes, subscribeForReminders } from './push-key.js';

/** The bytes as base64url, unpadded, as web-push prints a VAPID key. */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('pushKeyBytes', () => {
  it('decodes base64url without padding, with its - and _', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0x04, 0x01]);
    const key = base64url(bytes);
    expect(key).toMatch(/[-_]/);
    expect(pushKeyBytes(key)).toEqual(bytes);
  });

  it('gives a VAPID key its 65 bytes, the first 0x04', () => {
    const raw = new Uint8Array(65).fill(7);
    raw[0] = 4;
    expect(pushKeyBytes(base64url(raw))).toEqual(raw);
  });
});

describe('subscribeForReminders', () => {
  it('asks for pushes that each show a notification, with the key as bytes', async () => {
    const asked: unknown[] = [];
    const pushManager = {
      subscribe: (options: unknown) => Promise.resolve(void asked.push(options)),
    };
    await subscribeForReminders(pushManager, base64url(Uint8Array.from([4, 1, 2])));
    expect(asked).toEqual([
      { userVisibleOnly: true, applicationServerKey: Uint8Array.from([4, 1, 2]) },
    ]);
  });
});
