import type { ReminderPush } from './reminders.js';

/**
 * The notification's text: "Guitar practice — 14 days in a row. Log today?" Apart from
 * reminders.ts so that the service worker, which draws it, need not load Zod for it.
 */
export function reminderText(push: Pick<ReminderPush, 'journal_title' | 'streak'>): {
  title: string;
  body: string;
} {
  const { journal_title: title, streak } = push;
  if (streak >= 2) return { title, body: `${title} — ${streak} days in a row. Log today?` };
  if (streak === 1) return { title, body: `${title} — logged yesterday. Log today?` };
  return { title, body: `${title} — time to practise. Log today?` };
}
