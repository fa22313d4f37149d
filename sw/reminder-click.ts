import { readReminderPush, reminderTarget, SNOOZE_ACTION } from './reminder-push';

/** What answering a reminder's click needs of the worker. */
export interface ReminderClickDeps {
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
  fetch: typeof fetch;
  /** the worker's origin, e.g. https://ritual.example */
  origin: string;
}

/**
 * A click on a reminder: "Snooze 1 hour" asks the server to sound it again later, with the
 * capability the push carried (the worker holds no session, and no page need open for it); "Log
 * now" or the notification itself opens the composer on the journal. Other notifications are
 * not the reminders' to answer.
 */
export async function answerReminderClick(
  notification: Pick<Notification, 'close' | 'data'>,
  action: string,
  deps: ReminderClickDeps,
): Promise<void> {
  const push = readReminderPush(notification.data);
  if (!push) return;
  notification.close();
  if (action === SNOOZE_ACTION) await snooze(push.snooze, deps);
  else await openComposer(new URL(reminderTarget(push), deps.origin).href, deps);
}

async function snooze(capability: string, { fetch, origin }: ReminderClickDeps) {
  // Offline, the reminder is not snoozed: tomorrow's comes as usual, nothing else to keep.
  await fetch(`${origin}/api/push/snooze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ snooze: capability }),
  }).catch(() => null);
}

/**
 * Ritual's open window (the one in front, if any) goes to the composer, else a new one opens.
 * Only a window this worker controls can be sent elsewhere; focusing may be refused (outside a
 * real click), which leaves the window where it is but on the composer.
 */
async function openComposer(url: string, { clients }: ReminderClickDeps) {
  const windows = await clients.matchAll({ type: 'window' });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    const there = open.url === url ? open : await open.navigate(url).catch(() => null);
    if (there) {
      await there.focus().catch(() => null);
      return;
    }
  }
  await clients.openWindow(url);
}
