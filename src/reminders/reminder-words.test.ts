import { describe, expect, it } from 'vitest';
import { daysInWords, reminderWords } from './reminder-words';

describe('reminderWords', () => {
  it('says the rule as the daily log shows it: the time, then the days', () => {
    expect(reminderWords({ at: '19:00', days: [1, 2, 3, 4, 5] })).toBe('19:00 · Weekdays');
    expect(reminderWords({ at: '07:30', days: [1, 3, 5] })).toBe('07:30 · Mon, Wed, Fri');
    expect(reminderWords({ at: '21:00', days: [1, 2, 3, 4, 5, 6, 7] })).toBe('21:00 · Every day');
  });

  it('names the usual sets of days whatever their order, and lists the others Monday first', () => {
    expect(daysInWords([7, 6])).toBe('Weekends');
    expect(daysInWords([5, 4, 3, 2, 1])).toBe('Weekdays');
    expect(daysInWords([7, 1])).toBe('Mon, Sun');
    expect(daysInWords([2])).toBe('Tue');
    expect(daysInWords([1, 2, 3, 4, 5, 6])).toBe('Mon, Tue, Wed, Thu, Fri, Sat');
  });
});
