import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { wallClockAt, type Reminder } from '../../contract/reminders.js';
import type { AppDeps } from '../deps.js';
import { daysToMask } from '../practice/reminder-days.js';
import { runReminders } from '../reminders/scheduler.js';
import { createJournal } from './fixtures.js';
import type { TestServer } from './harness.js';
import type { ReceivedPush, StandInPushService, StandInSubscription } from './push-service.js';

/** Someone with a journal in their daily log, a reminder on it and a device subscribed. */
export interface Reminded {
  userId: string;
  token: string;
  journalId: string;
  logItemId: string;
  device: StandInSubscription;
  timeZone: string;
}

/** The reminder columns set directly (practice/ owns the route that sets them). */
export async function setReminder(
  deps: AppDeps,
  logItemId: string,
  reminder: Reminder | null,
  setAt: number,
): Promise<void> {
  await deps.database.transaction(({ db, t }) =>
    db
      .update(t.logItems)
      .set({
        remindAt: reminder?.at ?? null,
        remindDays: reminder ? daysToMask(reminder.days) : 0,
        remindSetAt: setAt,
      })
      .where(eq(t.logItems.id, logItemId)),
  );
}

export async function setPaused(deps: AppDeps, userId: string, paused: boolean): Promise<void> {
  await deps.database.transaction(({ db, t }) =>
    db.update(t.users).set({ remindersPaused: paused }).where(eq(t.users.id, userId)),
  );
}

/** A claim as a process leaves it when it stops between claiming a reminder and sending it. */
export async function claimLeftByCrash(
  deps: AppDeps,
  logItemId: string,
  day: string,
  at: number,
): Promise<void> {
  await deps.database.transaction(({ db, t }) =>
    db
      .insert(t.reminderSends)
      .values({ logItemId, day, status: 'sending', dueAt: at, claimedAt: at }),
  );
}

/** Subscribes a new stand-in device for the user, through the API as the page does. */
export async function subscribeDevice(
  server: TestServer,
  push: StandInPushService,
  token: string,
): Promise<StandInSubscription> {
  const device = push.subscribe(server.deps.push.publicKey);
  const { id: _id, ...body } = device;
  const res = await server.call('POST', '/api/push/subscriptions', { token, json: body });
  if (res.status !== 204) throw new Error(`subscribe: ${res.status} ${res.text}`);
  return device;
}

/** A new user in `timeZone` with a journal titled `title` in their log, reminded by `reminder`. */
export async function remindedUser(
  server: TestServer,
  push: StandInPushService,
  options: { timeZone: string; reminder: Reminder; title?: string },
): Promise<Reminded> {
  const { user, token } = await server.register('reminded');
  const journal = await createJournal(server, token, { title: options.title ?? 'Guitar practice' });
  const added = await server.call('POST', `/api/journals/${journal.id}/log-add`, {
    token,
    json: {},
  });
  if (added.status !== 201) throw new Error(`log-add: ${added.status} ${added.text}`);
  const logItemId = (added.body as { id: string }).id;
  await server.deps.database.transaction(({ db, t }) =>
    db.update(t.users).set({ timezone: options.timeZone }).where(eq(t.users.id, user.id)),
  );
  await setReminder(server.deps, logItemId, options.reminder, server.clock.now);
  const device = await subscribeDevice(server, push, token);
  return {
    userId: user.id,
    token,
    journalId: journal.id,
    logItemId,
    device,
    timeZone: options.timeZone,
  };
}

/** An entry in the journal, made (offline, say) at `madeAt` by its client id's time. */
export async function entryMadeAt(
  server: TestServer,
  person: Pick<Reminded, 'token' | 'journalId'>,
  madeAt: number,
): Promise<void> {
  const res = await server.call('POST', '/api/entries', {
    token: person.token,
    json: { id: uuidv7({ msecs: madeAt }), journal_id: person.journalId, notes: 'Played scales.' },
  });
  if (res.status !== 201) throw new Error(`entry: ${res.status} ${res.text}`);
}

/** A push as the stand-in got it, stamped with the server clock of the tick that sent it. */
export interface Arrival extends ReceivedPush {
  at: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * Moves the clock minute by minute from `from` to `to` (inclusive) and runs a scheduler tick at
 * each minute `when` picks, as every process of `servers` at once; returns what arrived, stamped.
 */
export async function tickThrough(
  clock: TestServer['clock'],
  servers: readonly AppDeps[],
  push: StandInPushService,
  from: number,
  to: number,
  when: (now: number) => boolean = () => true,
): Promise<Arrival[]> {
  const arrivals: Arrival[] = [];
  for (let now = from; now <= to; now += MINUTE) {
    if (!when(now)) continue;
    clock.now = now;
    const before = push.received.length;
    await Promise.all(servers.map((deps) => runReminders(deps, now)));
    for (const received of push.received.slice(before)) arrivals.push({ ...received, at: now });
  }
  return arrivals;
}

/** Ticks at every whole half hour, and at each minute from 18:50 to 19:20 in any of `zones`. */
export const aroundSeven =
  (zones: readonly string[]) =>
  (now: number): boolean =>
    now % (30 * MINUTE) === 0 ||
    zones.some((zone) => {
      const { minutes } = wallClockAt(now, zone);
      return minutes >= 18 * 60 + 50 && minutes <= 19 * 60 + 20;
    });

/** The local day and time an arrival came at: "2027-03-08 19:00". */
export function localTime(at: number, timeZone: string): string {
  const { day, minutes } = wallClockAt(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
