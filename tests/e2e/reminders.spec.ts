import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { screenshot, WIDTHS } from '../support/app-pages.js';
import { useStage } from '../support/stage.js';

// Issue 21: a reminder is set on a journal of the daily log ("19:00 on weekdays"), in words on
// its row, written offline like any change, and paused for the whole account in Settings. The
// push itself is tests/e2e/reminders-push.spec.ts; the sending, server/reminders/.

const soon = { timeout: 20_000 };
const stage = useStage();

/** Someone whose daily log holds one journal, "Guitar practice". */
async function withGuitar(prefix: string): Promise<Person> {
  const person = await stage.register(prefix);
  const journal = (await stage.api.call('POST', '/journals', person, {
    title: 'Guitar practice',
  })) as { id: string };
  await stage.api.call('POST', `/journals/${journal.id}/log-add`, person, {});
  return person;
}

/** A day's toggle: its input is visually hidden, so a person presses its label. */
const dayToggle = (dialog: Locator, day: string) =>
  dialog.locator('label', { has: dialog.page().getByRole('checkbox', { name: day }) });

/** The reminder as the server holds it (GET /users/log). */
async function serverReminder(person: Person) {
  const [item] = (await stage.api.call('GET', '/users/log', person)) as {
    reminder: { at: string; days: number[] } | null;
  }[];
  return item?.reminder ?? null;
}

describe('reminders on the daily log', () => {
  for (const width of WIDTHS)
    it(`sets "19:00 on weekdays", shows it in words, and reads well at ${width} px`, async () => {
      const person = await withGuitar(`remind${width}`);
      const { page } = await stage.signedInPage(width, person);
      await stage.open(page, '/daily');
      const bell = page.getByRole('button', { name: 'Remind me to log Guitar practice' });
      await bell.click();
      const dialog = page.getByRole('dialog', { name: 'Reminder for Guitar practice' });
      await dialog.getByLabel('Time').fill('19:00');
      await dialog.getByRole('button', { name: 'Weekdays' }).click();
      await expectAccessible(page, `the reminder editor at ${width} px`);
      await expectTouchTargets(page, `the reminder editor at ${width} px`, '[role="dialog"]');
      await screenshot(page, 'reminder-editor', width);
      await dialog.getByRole('button', { name: 'Save' }).click();

      // Saved whatever the browser's permission; this device's notifications are still off, so
      // the dialog says why it would ask, and asks nothing until told to.
      await expect
        .poll(() => dialog.getByText('unless you have already logged that day').count(), soon)
        .toBe(1);
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Turn on notifications' }).count())
        .toBe(1);
      await screenshot(page, 'reminder-saved', width);
      await dialog.getByRole('button', { name: 'Not now' }).click();

      const set = page.getByRole('button', {
        name: 'Reminder for Guitar practice: 19:00 · Weekdays',
      });
      await expect.poll(() => set.isVisible(), soon).toBe(true);
      // Focus returns to the bell the dialog came from.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Reminder for Guitar practice: 19:00 · Weekdays');
      await expect
        .poll(() => serverReminder(person), soon)
        .toEqual({ at: '19:00', days: [1, 2, 3, 4, 5] });
      await screenshot(page, 'daily-log-reminder', width);
    });

  it('changes a reminder offline, shows it at once, and sends it when back online', async () => {
    const person = await withGuitar('remindoff');
    const { page } = await stage.signedInPage(375, person);
    await stage.open(page, '/daily');
    await page.getByRole('button', { name: 'Remind me to log Guitar practice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminder for Guitar practice' });
    await dialog.getByLabel('Time').fill('07:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect
      .poll(() => serverReminder(person), soon)
      .toEqual({ at: '07:30', days: [1, 2, 3, 4, 5, 6, 7] });

    await page.context().setOffline(true);
    await page.getByRole('button', { name: /^Reminder for Guitar practice/ }).click();
    await dayToggle(dialog, 'Saturday').click();
    await dayToggle(dialog, 'Sunday').click();
    await dayToggle(dialog, 'Wednesday').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('button', {
              name: 'Reminder for Guitar practice: 07:30 · Mon, Tue, Thu, Fri',
            })
            .count(),
        soon,
      )
      .toBe(1);
    expect(await serverReminder(person)).toEqual({ at: '07:30', days: [1, 2, 3, 4, 5, 6, 7] });

    await page.context().setOffline(false);
    await expect
      .poll(() => serverReminder(person), soon)
      .toEqual({ at: '07:30', days: [1, 2, 4, 5] });
  });

  it('refuses a reminder with no day, in words, and keeps the one saved', async () => {
    const person = await withGuitar('remindnone');
    await stage.api.call('POST', `/journals/${await journalId(person)}/log-remind`, person, {
      reminder: { at: '21:00', days: [1, 2, 3, 4, 5, 6, 7] },
    });
    const { page } = await stage.signedInPage(375, person);
    await stage.open(page, '/daily');
    await page
      .getByRole('button', { name: 'Reminder for Guitar practice: 21:00 · Every day' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reminder for Guitar practice' });
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
      await dayToggle(dialog, day).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('Choose at least one day.').count(), soon).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await serverReminder(person)).toEqual({ at: '21:00', days: [1, 2, 3, 4, 5, 6, 7] });
  });

  it('pauses every reminder from Settings, and the bell says so', async () => {
    const person = await withGuitar('remindpause');
    await stage.api.call('POST', `/journals/${await journalId(person)}/log-remind`, person, {
      reminder: { at: '19:00', days: [1, 2, 3, 4, 5] },
    });
    const { page } = await stage.signedInPage(375, person);
    await stage.open(page, '/settings');
    const pause = page.getByRole('switch', { name: 'Pause all reminders' });
    await pause.click();
    await expect
      .poll(
        async () =>
          (
            (await stage.api.call('GET', '/auth', person)) as {
              user: { reminders_paused: boolean };
            }
          ).user.reminders_paused,
        soon,
      )
      .toBe(true);
    await stage.open(page, '/daily');
    await expect
      .poll(
        () =>
          page
            .getByRole('button', {
              name: 'Reminder for Guitar practice: 19:00 · Weekdays (paused)',
            })
            .count(),
        soon,
      )
      .toBe(1);
  });
});

async function journalId(person: Person): Promise<string> {
  const [item] = (await stage.api.call('GET', '/users/log', person)) as { journal_id: string }[];
  return item!.journal_id;
}
