import { describe, expect, it } from 'vitest';
import { dayOf, formatDay, formatExact, formatWhen } from './when';

// Thursday 26 November 2026, 11:49 in London (UTC in winter)
const now = Date.UTC(2026, 10, 26, 11, 49);

describe('formatWhen', () => {
  it('says today with the time, yesterday, then the date', () => {
    expect(formatWhen(Date.UTC(2026, 10, 26, 9, 5), now, 'Europe/London')).toBe('Today 09:05');
    expect(formatWhen(Date.UTC(2026, 10, 25, 23, 59), now, 'Europe/London')).toBe('Yesterday');
    expect(formatWhen(Date.UTC(2026, 10, 23, 8, 0), now, 'Europe/London')).toBe('Mon 23 Nov');
    expect(formatWhen(Date.UTC(2025, 10, 23, 8, 0), now, 'Europe/London')).toBe('23 Nov 2025');
  });

  it('counts days in the person’s time zone, not the device’s', () => {
    // 23:30 UTC on the 25th is already the 26th in Berlin
    const lateEvening = Date.UTC(2026, 10, 25, 23, 30);
    expect(formatWhen(lateEvening, now, 'Europe/Berlin')).toBe('Today 00:30');
    expect(formatWhen(lateEvening, now, 'America/New_York')).toBe('Yesterday');
  });

  it('takes ISO strings and says nothing for a date it cannot read', () => {
    expect(formatWhen('2026-11-26T10:00:00.000Z', now, 'UTC')).toBe('Today 10:00');
    expect(formatWhen('not a date', now, 'UTC')).toBe('');
  });
});

describe('formatDay', () => {
  it('heads a day of the timeline', () => {
    expect(formatDay('2026-11-26', now, 'Europe/London')).toBe('Today');
    expect(formatDay('2026-11-25', now, 'Europe/London')).toBe('Yesterday');
    expect(formatDay('2026-11-23', now, 'Europe/London')).toBe('Mon 23 Nov');
    expect(formatDay('2025-12-31', now, 'Europe/London')).toBe('31 Dec 2025');
  });
});

describe('dayOf and formatExact', () => {
  it('give the calendar day and the full moment in a zone', () => {
    expect(dayOf(Date.UTC(2026, 10, 25, 23, 30), 'Asia/Tokyo')).toBe('2026-11-26');
    // the punctuation between parts is the ICU version's to choose
    expect(formatExact(Date.UTC(2026, 10, 26, 11, 49), 'Europe/London')).toMatch(
      /^Thursday,? 26 November 2026( at|,) 11:49$/,
    );
  });
});
