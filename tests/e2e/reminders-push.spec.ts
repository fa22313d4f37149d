import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reminderText } from '../../contract/reminder-text.js';
import type { ReminderPush } from '../../contract/reminders.js';
import { BEHAVIOUR_WIDTHS, pathOf } from '../support/app-pages.js';
import { PushForm } from '../support/pages/journaling.js';
import { NotificationsModel } from '../support/pages/notifications.js';
import { PwaModel } from '../support/pages/pwa.js';
import { useStage } from '../support/stage.js';

// Issue 21: a reminder's push, delivered to the app's real service worker, shows one
// notification with Log now and Snooze 1 hour; Log now opens the composer on the journal, and
// Snooze asks the server with the capability the push carried, with no page needed.

const soon = { timeout: 20_000 };

const stage = useStage({ serviceWorker: true });

describe.each(BEHAVIOUR_WIDTHS)('a reminder’s notification, at %i px', (width) => {
  it('shows once however often it is pushed; Log now opens the composer; Snooze asks the server', async () => {
    const person = await stage.register('remind');
    const journal = (await stage.api.call('POST', '/journals', person, {
      private: false,
      title: 'Guitar practice',
    })) as { id: string };
    const page = await stage.newPage(width);
    await page.context().grantPermissions(['notifications'], { origin: stage.server.url });
    await stage.signIn(page, person);
    await new PwaModel(page).controlled();
    const notifications = await NotificationsModel.of(page);

    const push: ReminderPush = {
      kind: 'reminder',
      journal_id: journal.id,
      journal_title: 'Guitar practice',
      icon: null,
      streak: 14,
      day: new Date().toISOString().slice(0, 10),
      snooze: 'a-capability-made-up-here',
    };
    const { title, body } = reminderText(push);
    expect(body).toBe('Guitar practice — 14 days in a row. Log today?');
    const tag = `reminder:${journal.id}:${push.day}`;
    const showing = (shown: { body: string }[], text: string) =>
      shown.length > 0 && shown.every((notification) => notification.body === text);

    await notifications.deliver(push);
    const [shown, ...more] = await notifications.waitFor((all) => showing(all, body));
    expect(more).toEqual([]);
    expect(shown).toMatchObject({
      title,
      body,
      tag,
      actions: [
        { action: 'log', title: 'Log now' },
        { action: 'snooze', title: 'Snooze 1 hour' },
      ],
      data: push,
    });
    expect(shown?.icon).toBe(`${stage.server.url}/icons/icon-192.png`);

    // The same day's reminder pushed again (a claim taken up after a crash) replaces it. Pushes
    // are handled in order, so once a third with tomorrow's streak shows, the second was too.
    await notifications.deliver(push);
    const next = { ...push, streak: 15 };
    await notifications.deliver(next);
    const replaced = await notifications.waitFor((all) => showing(all, reminderText(next).body));
    expect(replaced.map((notification) => notification.tag)).toEqual([tag]);

    // Log now: the app's window goes to the composer, on the journal.
    await notifications.click(tag, 'log');
    await page.waitForURL((url) => url.searchParams.get('journal') === journal.id, soon);
    expect(pathOf(page)).toBe('/push');
    const composer = new PushForm(page);
    await composer.notes.waitFor(soon);
    expect(await composer.chosenJournal()).toBe('Guitar practice');
    // closed (the browser's list drops it a moment after)
    await notifications.waitFor((all) => all.length === 0);

    // Snooze 1 hour: the worker posts the push's capability itself; the page stays where it is.
    await notifications.deliver(push);
    await notifications.waitFor((all) => showing(all, body));
    const snoozed = page.context().waitForEvent('request', { predicate: isSnooze, ...soon });
    await notifications.click(tag, 'snooze');
    const request = await snoozed;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ snooze: push.snooze });
    // The server refuses a capability made up here: the request is what this test is about.
    expect((await request.response())?.status()).toBe(403);
    await notifications.waitFor((all) => all.length === 0);
    expect(pathOf(page)).toBe('/push');
  });
});

const isSnooze = (request: Request) => new URL(request.url()).pathname === '/api/push/snooze';
