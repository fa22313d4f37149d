import { describe, expect, it } from 'vitest';
import type { ReminderPush } from '../contract/reminders';
import {
  pushJson,
  readReminderPush,
  reminderNotification,
  reminderTag,
  reminderTarget,
  showReminder,
} from './reminder-push';

const guitar: ReminderPush = {
  kind: 'reminder',
  journal_id: '0192f0c1-8a7b-7cde-8f00-1234567890ab',
  journal_title: 'Guitar practice',
  icon: null,
  streak: 14,
  day: '2026-11-28',
  snooze: 'capability.of.this.day',
};

describe('readReminderPush', () => {
  it('reads a reminder as the server sends it', () => {
    expect(readReminderPush(JSON.parse(JSON.stringify(guitar)))).toEqual(guitar);
    expect(readReminderPush({ ...guitar, icon: '/api/media/icon.webp' })?.icon).toBe(
      '/api/media/icon.webp',
    );
  });

  it('takes a missing icon as none', () => {
    const { icon: _none, ...withoutIcon } = guitar;
    expect(readReminderPush(withoutIcon)).toEqual(guitar);
  });

  it('ignores anything else: another kind, a missing or wrong field, not an object', () => {
    for (const other of [
      null,
      'reminder',
      42,
      [],
      { ...guitar, kind: 'message' },
      { ...guitar, journal_id: '' },
      { ...guitar, journal_title: undefined },
      { ...guitar, icon: 7 },
      { ...guitar, streak: -1 },
      { ...guitar, streak: 1.5 },
      { ...guitar, streak: '14' },
      { ...guitar, day: 'tomorrow' },
      { ...guitar, snooze: null },
    ])
      expect(readReminderPush(other)).toBeNull();
  });
});

describe('pushJson', () => {
  it('is the JSON, or null when the push has no data or it is not JSON', () => {
    expect(pushJson({ json: () => guitar as unknown })).toBe(guitar);
    expect(pushJson(null)).toBeNull();
    expect(
      pushJson({
        json: () => {
          throw new SyntaxError('Unexpected token');
        },
      }),
    ).toBeNull();
  });
});

describe('the reminder notification', () => {
  it('says the streak, offers Log now and Snooze 1 hour, and keeps the push for the click', () => {
    const { title, options } = reminderNotification(guitar);
    expect(title).toBe('Guitar practice');
    expect(options).toMatchObject({
      body: 'Guitar practice — 14 days in a row. Log today?',
      icon: '/icons/icon-192.png',
      tag: 'reminder:0192f0c1-8a7b-7cde-8f00-1234567890ab:2026-11-28',
      renotify: false,
      data: guitar,
      actions: [
        { action: 'log', title: 'Log now' },
        { action: 'snooze', title: 'Snooze 1 hour' },
      ],
    });
  });

  it('shows the journal’s icon when it has one', () => {
    const icon = '/api/media/journal-icons/guitar.webp';
    expect(reminderNotification({ ...guitar, icon }).options.icon).toBe(icon);
  });

  it('has one tag per journal and day, so a repeat replaces it', () => {
    const later: ReminderPush = { ...guitar, streak: 15, snooze: 'other' };
    expect(reminderTag(guitar)).toBe(reminderTag(later));
    expect(reminderTag(guitar)).not.toBe(reminderTag({ ...guitar, day: '2026-11-29' }));
    expect(reminderTag(guitar)).not.toBe(
      reminderTag({ ...guitar, journal_id: '0192f0c1-8a7b-7cde-8f00-000000000000' }),
    );
  });

  it('leads to the composer on the journal', () => {
    expect(reminderTarget(guitar)).toBe('/push?journal=0192f0c1-8a7b-7cde-8f00-1234567890ab');
    expect(reminderTarget({ journal_id: 'a&b' })).toBe('/push?journal=a%26b');
  });
});

describe('showReminder', () => {
  it('shows a reminder, and nothing for another push', async () => {
    const shown: string[] = [];
    const registration = {
      showNotification: (title: string) => Promise.resolve(void shown.push(title)),
    };
    await showReminder(registration, guitar);
    await showReminder(registration, { kind: 'chat', text: 'hi' });
    await showReminder(registration, null);
    expect(shown).toEqual(['Guitar practice']);
  });
});
