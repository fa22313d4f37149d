import { describe, expect, it } from 'vitest';
import type { LogItem } from '../../../contract/daily-log';
import type { SendOutcome, StoredMutation } from '../../../contract/outbox';
import type { SyncChange } from '../../../contract/sync';
import type { User } from '../../../contract/users';
import { freshStore } from '../../../local-store/fake-store';
import { requestOfMutation } from '../../../local-store/mutation-request';
import { aPerson, aUser } from '../../test/people';
import { scriptedEngine } from '../../test/scripted-engine';
import { dailyLog } from '../queries/daily-log';
import { journal, logItem } from '../queries/test-records';
import type { ActionContext } from './context';
import { pauseReminders, setReminder } from './reminders';

const owner = aPerson('ada');
// A day after test-records' records were made.
const NOW = Date.parse('2031-01-02T09:00:00Z');
const ctx: ActionContext = { now: NOW, user: owner };
const scales = journal(owner, { title: 'Scales' });
const item = logItem(scales, 0);
const me = aUser({ id: owner.id });
const EVENINGS = { at: '19:00', days: [1, 3, 5] };

/** A device holding Ada's record and her log (Scales); the server answers each send with `answer`. */
async function device(answer: (m: StoredMutation) => SendOutcome, stored: LogItem = item) {
  const db = freshStore();
  await db.users.put(me);
  await db.journals.put(scales);
  await db.logItems.put(stored);
  const { engine, serve } = scriptedEngine(db, answer, NOW);
  const reminderShown = async () =>
    (await dailyLog(db, owner.id, { now: NOW, fallbackTimeZone: 'UTC' }))[0]!.reminder;
  const pausedShown = async () => (await db.users.get(owner.id))!.reminders_paused;
  /** A pull bringing `record` as the server's version of the log item or the user. */
  const pulled = (kind: 'log_item' | 'user', record: LogItem | User) => {
    serve([
      {
        changes: [{ kind, id: record.id, seq: 1, deleted: false, record } as SyncChange],
        cursor: '1',
        more: false,
      },
    ]);
    return engine.pull();
  };
  return { db, engine, reminderShown, pausedShown, pulled };
}

const offline = (): SendOutcome => ({ kind: 'retry', reason: 'offline' });

describe('setReminder', () => {
  it('changes the log item’s reminder and asks POST journals/{id}/log-remind for it', () => {
    const set = setReminder(item, { at: '19:00', days: [5, 1, 3] }, ctx);
    expect(set).toMatchObject({
      kind: 'log_item',
      recordId: item.id,
      patch: { op: 'update', fields: { reminder: EVENINGS } },
    });
    expect(requestOfMutation(set)).toEqual({
      method: 'POST',
      path: `journals/${scales.id}/log-remind`,
      json: { reminder: EVENINGS },
    });
    const cleared = setReminder(item, null, ctx);
    expect(cleared.patch).toEqual({ op: 'update', fields: { reminder: null } });
    expect(requestOfMutation(cleared).json).toEqual({ reminder: null });
  });

  it('shows the reminder at once offline and keeps it through a pull of the server’s older copy', async () => {
    const { engine, reminderShown, pulled } = await device(offline);
    await engine.write(setReminder(item, EVENINGS, ctx));
    expect(await reminderShown()).toEqual(EVENINGS);
    await engine.sync();
    await pulled('log_item', { ...item, last_modified: new Date(NOW - 1000).toISOString() });
    expect(await reminderShown()).toEqual(EVENINGS);
  });

  it('takes the server’s answer once online, and then follows what the server says', async () => {
    let online = false;
    const answered = { ...item, reminder: EVENINGS, last_modified: new Date(NOW).toISOString() };
    const { engine, reminderShown, pulled } = await device(() =>
      online ? { kind: 'done', status: 200, body: answered } : offline(),
    );
    await engine.write(setReminder(item, EVENINGS, ctx));
    online = true;
    await engine.push({ retryNow: true });
    expect(await reminderShown()).toEqual(EVENINGS);
    // Nothing is pending any more: another device's later change shows.
    await pulled('log_item', { ...answered, reminder: null });
    expect(await reminderShown()).toBeNull();
  });

  it('takes a reminder away at once, and keeps it away through a pull that still has it', async () => {
    const reminded = { ...item, reminder: EVENINGS };
    const { engine, reminderShown, pulled } = await device(offline, reminded);
    expect(await reminderShown()).toEqual(EVENINGS);
    await engine.write(setReminder(item, null, ctx));
    expect(await reminderShown()).toBeNull();
    await pulled('log_item', reminded);
    expect(await reminderShown()).toBeNull();
  });
});

describe('pauseReminders', () => {
  it('changes the user’s record and asks POST users/reminders for it', () => {
    const paused = pauseReminders(owner.id, true, ctx);
    expect(paused).toMatchObject({
      kind: 'user',
      recordId: owner.id,
      patch: { op: 'update', fields: { reminders_paused: true } },
    });
    expect(requestOfMutation(paused)).toEqual({
      method: 'POST',
      path: 'users/reminders',
      json: { paused: true },
    });
  });

  it('pauses at once offline, keeps the pause through a pull of the unpaused record, and resumes', async () => {
    const { db, engine, pausedShown, pulled } = await device(offline);
    expect(await pausedShown()).toBe(false);
    await engine.write(pauseReminders(owner.id, true, ctx));
    expect(await pausedShown()).toBe(true);
    await engine.sync();
    await pulled('user', { ...me, reminders_paused: false, numberOfEntries: 3 });
    expect(await pausedShown()).toBe(true);
    // The pulled record is the base under the pause: its other news shows.
    expect((await db.users.get(owner.id))!.numberOfEntries).toBe(3);
    await engine.write(pauseReminders(owner.id, false, ctx));
    expect(await pausedShown()).toBe(false);
  });

  it('settles on the server’s answer, the own user record', async () => {
    const { engine, pausedShown, pulled } = await device(() => ({
      kind: 'done',
      status: 200,
      body: { ...me, reminders_paused: true },
    }));
    await engine.write(pauseReminders(owner.id, true, ctx));
    await engine.push({ retryNow: true });
    expect(await pausedShown()).toBe(true);
    await pulled('user', { ...me, reminders_paused: false });
    expect(await pausedShown()).toBe(false);
  });
});
