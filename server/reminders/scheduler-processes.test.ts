import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wallClockAt } from '../../contract/reminders.js';
import { openDeps } from '../bootstrap.js';
import type { AppDeps } from '../deps.js';
import { memoryLog } from '../log.js';
import { seededRandom } from '../reliability/seeded.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { startPushService, type StandInPushService } from '../test/push-service.js';
import {
  claimLeftByCrash,
  localTime,
  MINUTE,
  remindedUser,
  tickThrough,
} from '../test/reminder-world.js';
import { runReminders } from './scheduler.js';

const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata'];
const pad = (n: number) => String(n).padStart(2, '0');

/*
 * Several processes share a database only on PostgreSQL: SQLite is one process's (its write lock,
 * taken synchronously, would stall a second "process" in this one thread).
 */
describe.skipIf(testDialect === 'sqlite')(
  `two server processes on one database (${testDialect})`,
  () => {
    let server: TestServer;
    let other: AppDeps;
    let push: StandInPushService;

    beforeEach(async () => {
      server = await startTestServer();
      // A second process: its own connections (and pool) to the same database, the same clock.
      other = await openDeps(server.deps.config, memoryLog(), { now: () => server.clock.now });
      push = await startPushService();
    });
    afterEach(async () => {
      expect(push.rejected).toEqual([]);
      await push.close();
      await other.database.close();
      await server.close();
    });

    it('share one VAPID key pair, kept in the database', () => {
      expect(other.push.publicKey).toBe(server.deps.push.publicKey);
    });

    it(
      'send each due reminder exactly once, their ticks running at the same moments',
      { timeout: 120_000 },
      async () => {
        const random = seededRandom();
        // Thursday 7 January 2027, before 18:00 in every zone (Kolkata is UTC+5:30).
        const start = Date.parse('2027-01-07T12:00:00Z');
        server.clock.now = start;
        const people = [];
        for (let i = 0; i < 12; i += 1) {
          const timeZone = ZONES[random.int(0, ZONES.length - 1)]!;
          // Some at the same minute, in the same zone: their claims race in one tick.
          const at = `19:${pad(random.int(0, 5))}`;
          const days = [1, 2, 3, 4, 5, 6, 7].filter(() => random.int(0, 2) > 0);
          if (days.length === 0) days.push(random.int(1, 7));
          people.push({
            ...(await remindedUser(server, push, { timeZone, reminder: { at, days } })),
            at,
            days,
          });
        }
        const end = start + 3 * 24 * 60 * MINUTE;
        const evening = (now: number) =>
          ZONES.some((zone) => {
            const { minutes } = wallClockAt(now, zone);
            return minutes >= 18 * 60 + 55 && minutes <= 19 * 60 + 10;
          });
        const arrivals = await tickThrough(
          server.clock,
          [server.deps, other],
          push,
          start,
          end,
          evening,
        );
        // Both processes again at the same minutes: nothing more goes out.
        expect(
          await tickThrough(server.clock, [other, server.deps], push, start, end, evening),
        ).toEqual([]);
        for (const person of people) {
          const expected: string[] = [];
          for (let day = 0; day < 3; day += 1) {
            const local = wallClockAt(start + day * 24 * 60 * MINUTE, person.timeZone);
            if (person.days.includes(local.weekday)) expected.push(`${local.day} ${person.at}`);
          }
          const got = arrivals
            .filter((arrival) => arrival.subscriptionId === person.device.id)
            .map((arrival) => localTime(arrival.at, person.timeZone));
          expect(got, `${person.timeZone} ${person.at} on ${person.days.join(',')}`).toEqual(
            expected,
          );
        }
      },
    );

    it('take up a crashed claim once between them', async () => {
      server.clock.now = Date.parse('2027-01-11T08:00:00-05:00');
      const person = await remindedUser(server, push, {
        timeZone: 'America/New_York',
        reminder: { at: '19:00', days: [1, 2, 3, 4, 5, 6, 7] },
      });
      const due = Date.parse('2027-01-11T19:00:00-05:00');
      await claimLeftByCrash(server.deps, person.logItemId, '2027-01-11', due);
      server.clock.now = due + 3 * MINUTE;
      await Promise.all([
        runReminders(server.deps, server.clock.now),
        runReminders(other, server.clock.now),
        runReminders(server.deps, server.clock.now),
        runReminders(other, server.clock.now),
      ]);
      expect(push.received).toHaveLength(1);
    });
  },
);
