import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LATE_LIMIT_MS, ReminderPushSchema, reminderText } from '../../contract/reminders.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { startPushService, type StandInPushService } from '../test/push-service.js';
import {
  aroundSeven,
  claimLeftByCrash,
  entryMadeAt,
  HOUR,
  localTime,
  MINUTE,
  remindedUser,
  setPaused,
  subscribeDevice,
  tickThrough,
} from '../test/reminder-world.js';
import { runReminders } from './scheduler.js';
import { STUCK_CLAIM_MS } from './reminder-claims.js';

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';

/** 19:00 on `day` in New York in winter (UTC-5): the due moment of most tests. */
const sevenInNewYork = (day: string) => Date.parse(`${day}T19:00:00-05:00`);

describe(`the reminder scheduler (${testDialect})`, () => {
  let server: TestServer;
  let push: StandInPushService;

  beforeEach(async () => {
    server = await startTestServer();
    push = await startPushService();
  });
  afterEach(async () => {
    // Every push the server made passed the stand-in's VAPID and decryption checks.
    expect(push.rejected).toEqual([]);
    await push.close();
    await server.close();
  });

  const tick = (from: number, to: number, when?: (now: number) => boolean) =>
    tickThrough(server.clock, [server.deps], push, from, to, when);

  /** Someone in New York reminded at 19:00 every day, from 08:00 on `from` (a Monday). */
  const remindedDaily = (from = '2027-01-11', title = 'Guitar practice') => {
    server.clock.now = Date.parse(`${from}T08:00:00-05:00`);
    return remindedUser(server, push, {
      timeZone: NEW_YORK,
      reminder: { at: '19:00', days: EVERY_DAY },
      title,
    });
  };

  const statusOf = async (logItemId: string, day: string) => {
    const { db, t } = server.deps.database.read;
    const [row] = await db
      .select()
      .from(t.reminderSends)
      .where(and(eq(t.reminderSends.logItemId, logItemId), eq(t.reminderSends.day, day)));
    return row?.status;
  };

  it('sends "19:00 on weekdays" once at 19:00 on each weekday of a week and more, never at weekends', async () => {
    // Saturday 2027-01-09, midnight in New York; through Monday 2027-01-18.
    server.clock.now = Date.parse('2027-01-09T00:00:00-05:00');
    const person = await remindedUser(server, push, {
      timeZone: NEW_YORK,
      reminder: { at: '19:00', days: WEEKDAYS },
    });
    const end = Date.parse('2027-01-18T23:59:00-05:00');
    // Each tick twice: a repeated tick claims nothing new.
    const twice = (now: number) => aroundSeven([NEW_YORK])(now);
    const first = await tick(server.clock.now, end, twice);
    const again = await tick(server.clock.now, end, twice);
    expect(again).toEqual([]);
    expect(first.map((arrival) => localTime(arrival.at, NEW_YORK))).toEqual(
      ['11', '12', '13', '14', '15', '18'].map((day) => `2027-01-${day} 19:00`),
    );
    expect(new Set(first.map((arrival) => arrival.subscriptionId))).toEqual(
      new Set([person.device.id]),
    );
  });

  it('sends at 19:00 local in two zones across the nights their clocks change (on different dates)', async () => {
    const zones = [NEW_YORK, BERLIN];
    for (const [start, end] of [
      // New York springs forward on 14 March 2027, Berlin on 28 March.
      ['2027-03-12', '2027-03-15'],
      ['2027-03-26', '2027-03-29'],
      // Berlin falls back on 31 October 2027, New York on 7 November.
      ['2027-10-30', '2027-11-01'],
      ['2027-11-06', '2027-11-08'],
    ] as const) {
      // Midnight in New York, six in the morning in Berlin: before either's first 19:00.
      server.clock.now = Date.parse(`${start}T00:00:00-05:00`);
      const people = await Promise.all(
        zones.map((timeZone) =>
          remindedUser(server, push, { timeZone, reminder: { at: '19:00', days: EVERY_DAY } }),
        ),
      );
      const arrivals = await tick(
        server.clock.now,
        Date.parse(`${end}T23:59:00-05:00`),
        aroundSeven(zones),
      );
      for (const [i, person] of people.entries()) {
        const theirs = arrivals.filter((arrival) => arrival.subscriptionId === person.device.id);
        const days: string[] = [];
        for (let day: string = start; day <= end; day = nextDay(day)) days.push(`${day} 19:00`);
        expect(
          theirs.map((arrival) => localTime(arrival.at, zones[i]!)),
          zones[i],
        ).toEqual(days);
      }
      // The next window's people are new; these stop being reminded.
      for (const person of people) await setPaused(server.deps, person.userId, true);
    }
    // Four windows of ticks around each 19:00: ~9 s alone on PostgreSQL, and over the suite's
    // 30 s when CI runs it beside the browser tests on two cores. A hang guard, not a target.
  }, 90_000);

  it('sends nothing for a day already logged, also by an entry made earlier that arrives before the hour', async () => {
    const person = await remindedDaily();
    // Made offline at 08:00 on Monday, synced at 18:59.
    server.clock.now = sevenInNewYork('2027-01-11') - MINUTE;
    await entryMadeAt(server, person, Date.parse('2027-01-11T08:00:00-05:00'));
    const monday = await tick(server.clock.now, sevenInNewYork('2027-01-11') + 3 * HOUR);
    expect(monday).toEqual([]);
    expect(await statusOf(person.logItemId, '2027-01-11')).toBe('skipped');
    // Tuesday is not logged: its push says Monday was.
    const tuesday = await tick(
      sevenInNewYork('2027-01-12') - MINUTE,
      sevenInNewYork('2027-01-12') + MINUTE,
    );
    expect(tuesday).toHaveLength(1);
    const payload = ReminderPushSchema.parse(tuesday[0]!.payload);
    expect(payload).toMatchObject({ streak: 1, day: '2027-01-12', journal_id: person.journalId });
    expect(reminderText(payload).body).toBe('Guitar practice — logged yesterday. Log today?');
  });

  it('sends nothing while reminders are paused, and again once resumed', async () => {
    const person = await remindedDaily();
    await setPaused(server.deps, person.userId, true);
    const paused = await tick(
      server.clock.now,
      sevenInNewYork('2027-01-12') + 3 * HOUR,
      aroundSeven([NEW_YORK]),
    );
    expect(paused).toEqual([]);
    await setPaused(server.deps, person.userId, false);
    const resumed = await tick(
      sevenInNewYork('2027-01-13') - MINUTE,
      sevenInNewYork('2027-01-13') + MINUTE,
    );
    expect(resumed.map((arrival) => localTime(arrival.at, NEW_YORK))).toEqual(['2027-01-13 19:00']);
  });

  it('sends once when the server restarts at the due minute', async () => {
    await remindedDaily();
    server.clock.now = sevenInNewYork('2027-01-11');
    await runReminders(server.deps, server.clock.now);
    server = await server.restart();
    await runReminders(server.deps, server.clock.now);
    const after = await tick(server.clock.now, server.clock.now + 3 * HOUR);
    expect(after).toEqual([]);
    expect(push.received).toHaveLength(1);
  });

  it('takes up a claim left unsent by a crash after two minutes, and sends it once', async () => {
    const person = await remindedDaily();
    const due = sevenInNewYork('2027-01-11');
    await claimLeftByCrash(server.deps, person.logItemId, '2027-01-11', due);
    server = await server.restart();
    const arrivals = await tick(due, due + HOUR);
    expect(arrivals.map((arrival) => arrival.at)).toEqual([due + STUCK_CLAIM_MS]);
    expect(await statusOf(person.logItemId, '2027-01-11')).toBe('sent');
  });

  it('tries again while no push service answers, until the late limit', async () => {
    const person = await remindedDaily();
    push.answer(person.device.id, 503);
    const monday = sevenInNewYork('2027-01-11');
    await tick(monday, monday + 10 * MINUTE);
    expect(await statusOf(person.logItemId, '2027-01-11')).toBe('sending');
    push.answer(person.device.id, 201);
    const later = await tick(monday + 11 * MINUTE, monday + 20 * MINUTE);
    expect(later).toHaveLength(1);
    expect(await statusOf(person.logItemId, '2027-01-11')).toBe('sent');

    // On Tuesday the service never answers: past the late limit the day is given up.
    push.answer(person.device.id, 503);
    const tuesday = sevenInNewYork('2027-01-12');
    await tick(tuesday, tuesday + LATE_LIMIT_MS + 5 * MINUTE);
    expect(await statusOf(person.logItemId, '2027-01-12')).toBe('skipped');
    expect(push.received).toHaveLength(1);
  });

  it('deletes a subscription its push service calls gone (410), and still reaches the other device', async () => {
    const person = await remindedDaily();
    const phone = await subscribeDevice(server, push, person.token);
    push.answer(person.device.id, 410);
    const arrivals = await tick(
      sevenInNewYork('2027-01-11'),
      sevenInNewYork('2027-01-11') + 5 * MINUTE,
    );
    expect(arrivals.map((arrival) => arrival.subscriptionId)).toEqual([phone.id]);
    const { db, t } = server.deps.database.read;
    const left = await db
      .select({ endpoint: t.pushSubscriptions.endpoint })
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.userId, person.userId));
    expect(left).toEqual([{ endpoint: phone.endpoint }]);
  });

  it('snoozes with the push’s capability: the reminder sounds again an hour later; a forged one is refused', async () => {
    const person = await remindedDaily();
    const due = sevenInNewYork('2027-01-11');
    const [first] = await tick(due, due);
    const { snooze } = ReminderPushSchema.parse(first!.payload);
    server.clock.now = due + 2 * MINUTE;
    const forged = `${snooze.slice(0, -4)}AAAA`;
    for (const capability of [forged, snooze.replace('2027-01-11', '2027-01-12'), 'nonsense']) {
      const refused = await server.call('POST', '/api/push/snooze', {
        json: { snooze: capability },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This snooze link is not one this server made.');
    }
    const snoozed = await server.call('POST', '/api/push/snooze', { json: { snooze } });
    expect(snoozed.status).toBe(204);
    expect(await statusOf(person.logItemId, '2027-01-11')).toBe('snoozed');
    const again = await tick(due + 3 * MINUTE, due + 2 * HOUR);
    expect(again.map((arrival) => arrival.at)).toEqual([due + 2 * MINUTE + HOUR]);
    // The same topic: a push service holding the first replaces it with the second.
    expect(again[0]!.headers.topic).toBe(first!.headers.topic);
    // A capability a day old is refused as too old.
    server.clock.now = due + 13 * HOUR;
    const late = await server.call('POST', '/api/push/snooze', { json: { snooze } });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('This reminder is too old to snooze.');
  });

  it('delivers decryptable pushes whose payload draws the notification reminderText describes', async () => {
    const person = await remindedDaily('2027-01-08', 'Morning pages');
    // Logged on 8, 9 and 10 January: on the 11th the streak stands at 3.
    const due = sevenInNewYork('2027-01-11');
    server.clock.now = due - MINUTE;
    for (const day of ['08', '09', '10'])
      await entryMadeAt(server, person, Date.parse(`2027-01-${day}T09:00:00-05:00`));
    const [arrival] = await tick(due, due);
    const payload = ReminderPushSchema.parse(arrival!.payload);
    expect(payload).toEqual({
      kind: 'reminder',
      journal_id: person.journalId,
      journal_title: 'Morning pages',
      icon: null,
      streak: 3,
      day: '2027-01-11',
      snooze: expect.any(String),
    });
    expect(reminderText(payload)).toEqual({
      title: 'Morning pages',
      body: 'Morning pages — 3 days in a row. Log today?',
    });
    expect(arrival!.headers).toEqual({ ttl: '3600', topic: expect.any(String), urgency: 'normal' });
  });
});

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
}
