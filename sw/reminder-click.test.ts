import { describe, expect, it } from 'vitest';
import type { ReminderPush } from '../contract/reminders';
import { answerReminderClick, type ReminderClickDeps } from './reminder-click';

const ORIGIN = 'https://ritual.example';
const guitar: ReminderPush = {
  kind: 'reminder',
  journal_id: '0192f0c1-8a7b-7cde-8f00-1234567890ab',
  journal_title: 'Guitar practice',
  icon: null,
  streak: 3,
  day: '2026-11-28',
  snooze: 'capability',
};
const COMPOSER = `${ORIGIN}/push?journal=${guitar.journal_id}`;

interface FakeWindow {
  url: string;
  focused: boolean;
  /** false: the browser refuses to send it elsewhere (not this worker's) */
  navigable?: boolean;
  /** false: focusing is refused, as outside a real click */
  focusable?: boolean;
}

/** The worker's clients and network, each thing done logged. */
function worker(windows: FakeWindow[] = []) {
  const log: string[] = [];
  const client = (window: FakeWindow, index: number): WindowClient =>
    ({
      url: window.url,
      focused: window.focused,
      navigate: (url: string) => {
        if (window.navigable === false) return Promise.reject(new TypeError('not controlled'));
        log.push(`window ${index} to ${url}`);
        return Promise.resolve(client({ ...window, url }, index));
      },
      focus: () => {
        if (window.focusable === false) return Promise.reject(new Error('not allowed'));
        log.push(`focus window ${index}`);
        return Promise.resolve(client(window, index));
      },
    }) as unknown as WindowClient;
  const deps: ReminderClickDeps = {
    clients: {
      matchAll: () => Promise.resolve(windows.map(client)),
      openWindow: (url) => {
        log.push(`open ${url}`);
        return Promise.resolve(null);
      },
    },
    fetch: (input, init) => {
      log.push(`${init?.method} ${input as string} ${init?.body as string}`);
      return Promise.resolve(new Response(null, { status: 204 }));
    },
    origin: ORIGIN,
  };
  const notification = (data: unknown = guitar) => ({
    data,
    close: () => void log.push('close'),
  });
  return { log, deps, notification };
}

describe('a click on a reminder', () => {
  it('Snooze 1 hour posts the capability, and opens nothing', async () => {
    const { log, deps, notification } = worker([{ url: `${ORIGIN}/daily`, focused: true }]);
    await answerReminderClick(notification(), 'snooze', deps);
    expect(log).toEqual([`close`, `POST ${ORIGIN}/api/push/snooze {"snooze":"capability"}`]);
  });

  it('Log now with no window open opens the composer on the journal', async () => {
    const { log, deps, notification } = worker();
    await answerReminderClick(notification(), 'log', deps);
    expect(log).toEqual(['close', `open ${COMPOSER}`]);
  });

  it('the notification itself takes the window in front to the composer and focuses it', async () => {
    const { log, deps, notification } = worker([
      { url: `${ORIGIN}/home`, focused: false },
      { url: `${ORIGIN}/daily`, focused: true },
    ]);
    await answerReminderClick(notification(), '', deps);
    expect(log).toEqual(['close', `window 1 to ${COMPOSER}`, 'focus window 1']);
  });

  it('a window already on the composer is only focused', async () => {
    const { log, deps, notification } = worker([{ url: COMPOSER, focused: false }]);
    await answerReminderClick(notification(), 'log', deps);
    expect(log).toEqual(['close', 'focus window 0']);
  });

  it('stays on the composer when focusing is refused', async () => {
    const { log, deps, notification } = worker([
      { url: `${ORIGIN}/daily`, focused: false, focusable: false },
    ]);
    await answerReminderClick(notification(), 'log', deps);
    expect(log).toEqual(['close', `window 0 to ${COMPOSER}`]);
  });

  it('opens a window when the open one cannot be sent there', async () => {
    const { log, deps, notification } = worker([
      { url: `${ORIGIN}/daily`, focused: true, navigable: false },
    ]);
    await answerReminderClick(notification(), 'log', deps);
    expect(log).toEqual(['close', `open ${COMPOSER}`]);
  });

  it('leaves a notification that is not a reminder alone', async () => {
    const { log, deps, notification } = worker();
    await answerReminderClick(notification({ kind: 'other' }), 'log', deps);
    expect(log).toEqual([]);
  });

  it('a snooze offline is dropped quietly', async () => {
    const { log, deps, notification } = worker();
    deps.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(answerReminderClick(notification(), 'snooze', deps)).resolves.toBeUndefined();
    expect(log).toEqual(['close']);
  });
});
