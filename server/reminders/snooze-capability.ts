import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a reminder's "Snooze 1 hour" works: a notification left in the tray overnight is about
 * a day that has passed.
 */
export const SNOOZE_CAPABILITY_MS = 12 * 60 * 60 * 1000;

const TOKEN = /^([0-9a-f-]{36})\.(\d{4}-\d{2}-\d{2})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export type SnoozeReading = { logItemId: string; day: string } | { refused: 'forged' | 'expired' };

/**
 * The capability a reminder's push carries to snooze that reminder on that day, since the service
 * worker that acts on the notification holds no session: the log item, the day and an expiry,
 * signed with a secret every server process shares. It can do nothing else.
 */
export class SnoozeCapabilities {
  constructor(private readonly secret: string) {}

  issue(logItemId: string, day: string, now: number): string {
    const expires = now + SNOOZE_CAPABILITY_MS;
    return `${logItemId}.${day}.${expires}.${this.sign(logItemId, day, expires)}`;
  }

  read(token: string, now: number): SnoozeReading {
    const match = TOKEN.exec(token);
    if (!match) return { refused: 'forged' };
    const [, logItemId = '', day = '', expires = '', signature = ''] = match;
    const expected = Buffer.from(this.sign(logItemId, day, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { refused: 'forged' };
    if (Number(expires) <= now) return { refused: 'expired' };
    return { logItemId, day };
  }

  private sign(logItemId: string, day: string, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`reminder-snooze.${logItemId}.${day}.${expires}`)
      .digest('base64url');
  }
}
