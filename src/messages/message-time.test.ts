import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

const format = { locale: 'en-GB', timeZone: 'UTC' };
const now = new Date('2026-11-23T15:00:00.000Z');

describe('messageTime', () => {
  it('shows the time of day for a message sent today', () => {
    expect(messageTime('2026-11-23T09:05:00.000Z', now, format)).toBe('09:05');
  });

  it('shows the date for an earlier day, with the year only for another year', () => {
    expect(messageTime('2026-11-22T23:59:00.000Z', now, format)).toBe('22 Nov');
    expect(messageTime('2025-11-23T10:00:00.000Z', now, format)).toBe('23 Nov 2025');
  });

  it('decides what today is in the given time zone', () => {
    // 16:00 UTC on the 22nd is 01:00 on the 23rd in Tokyo, the same day as 10:00 there.
    const sent = '2026-11-22T16:00:00.000Z';
    const later = new Date('2026-11-23T01:00:00.000Z');
    expect(messageTime(sent, later, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('01:00');
    expect(messageTime(sent, later, format)).toBe('22 Nov');
  });
});
