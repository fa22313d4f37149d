import { HTTPError, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { ClientErrorReportSchema, type ClientErrorReport } from '../../contract/client-errors';
import {
  createErrorReporter,
  type ReportedUser,
  type ReporterDeps,
  type SendOutcome,
} from './error-reporter';

const START = Date.parse('2026-03-01T08:00:00.000Z');
const ada: ReportedUser = { id: 'u-ada', username: 'ada', email: 'ada@example.com' };

/** A reporter with a fake network, clock, connectivity and console. */
function harness(more: Partial<ReporterDeps> = {}) {
  const sent: ClientErrorReport[] = [];
  const logged: { thrown: unknown; details: Record<string, unknown> }[] = [];
  const state = {
    now: START,
    online: true,
    user: ada as ReportedUser | null,
    answer: (): SendOutcome => ({ type: 'sent' }),
  };
  const reporter = createErrorReporter({
    send: (report) => {
      const outcome = state.answer();
      if (outcome.type === 'sent') sent.push(report);
      return Promise.resolve(outcome);
    },
    now: () => state.now,
    getUser: () => state.user,
    log: (thrown, details) => logged.push({ thrown, details }),
    isOnline: () => state.online,
    userAgent: 'Ritual test browser',
    ...more,
  });
  return { reporter, sent, logged, state };
}

describe('the error reporter', () => {
  it('sends a report the server accepts, with page, path, time and user agent', async () => {
    const { reporter, sent } = harness();
    reporter.navigated('slug-journal', '/ada/morning-pages');
    await reporter.report(new TypeError('journal is undefined'));
    expect(sent).toHaveLength(1);
    const [report] = sent;
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({
      message: 'journal is undefined',
      name: 'TypeError',
      page: 'slug-journal',
      path: '/ada/morning-pages',
      occurred_at: '2026-03-01T08:00:00.000Z',
      user_agent: 'Ritual test browser',
      breadcrumbs: [{ category: 'navigation', message: 'slug-journal /ada/morning-pages' }],
    });
    expect(report!.stack?.[0]).toBe('TypeError: journal is undefined');
    expect(report).not.toHaveProperty('user');
  });

  it("logs to the console with the signed-in user's id, username and email", async () => {
    const { reporter, logged, state } = harness();
    const error = new Error('boom');
    await reporter.report(error);
    expect(logged).toEqual([{ thrown: error, details: expect.objectContaining({ user: ada }) }]);
    state.user = null;
    await reporter.report(new Error('as a visitor'));
    expect(logged[1]!.details.user).toBeNull();
  });

  it('clips texts to 250 characters and the stack to 50 lines', async () => {
    const { reporter, sent } = harness();
    const error = new Error('m'.repeat(400));
    error.stack = Array.from(
      { length: 80 },
      (_, i) => `    at frame${i} (${'f'.repeat(300)})`,
    ).join('\n');
    reporter.breadcrumb('ui', 'b'.repeat(300));
    await reporter.report(error, { extra: { note: 'n'.repeat(300) } });
    const [report] = sent;
    expect(report!.message).toHaveLength(250);
    expect(report!.message.endsWith('…')).toBe(true);
    expect(report!.stack).toHaveLength(50);
    expect(report!.stack![49]).toMatch(/^ {4}at frame49 /);
    expect(report!.stack!.every((line) => line.length <= 250)).toBe(true);
    expect(report!.breadcrumbs[0]!.message).toHaveLength(250);
    expect(report!.extra!.note).toHaveLength(250);
    expect(ClientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('keeps extra data three objects deep and names what lies deeper', async () => {
    const { reporter, sent } = harness();
    const cycle: Record<string, unknown> = { name: 'cycle' };
    cycle.self = cycle;
    await reporter.report(new Error('deep'), {
      extra: {
        journal: { id: 'j1', owner: { id: 'u1', settings: { theme: 'black' } } },
        list: [1, [2, [3]]],
        cycle,
        when: new Date(START),
        cause: new RangeError('too far'),
        missing: undefined,
      },
    });
    const extra = sent[0]!.extra!;
    expect(extra.journal).toEqual({ id: 'j1', owner: { id: 'u1', settings: '[Object]' } });
    expect(extra.list).toEqual([1, [2, '[Array]']]);
    expect(extra.cycle).toEqual({ name: 'cycle', self: { name: 'cycle', self: '[Object]' } });
    expect(extra.when).toBe('2026-03-01T08:00:00.000Z');
    expect(extra.cause).toBe('RangeError: too far');
    expect(extra.missing).toBe('[undefined]');
    expect(ClientErrorReportSchema.safeParse(sent[0]).success).toBe(true);
  });

  it('keeps the last 100 breadcrumbs, oldest dropped first', async () => {
    const { reporter, sent, state } = harness();
    for (let i = 0; i < 130; i += 1) {
      state.now += 1000;
      reporter.breadcrumb('sync', `pulled ${i} changes`);
    }
    await reporter.report(new Error('after a long session'));
    const crumbs = sent[0]!.breadcrumbs;
    expect(crumbs).toHaveLength(100);
    expect(crumbs[0]!.message).toBe('pulled 30 changes');
    expect(crumbs[99]!.message).toBe('pulled 129 changes');
    // The error itself is a breadcrumb for the next report.
    await reporter.report(new Error('second'));
    expect(sent[1]!.breadcrumbs.at(-1)).toMatchObject({
      category: 'error',
      message: 'after a long session',
    });
  });

  it('queues at most 30 reports while offline, dropping the oldest', async () => {
    const { reporter, sent, state } = harness();
    state.online = false;
    for (let i = 0; i < 35; i += 1) await reporter.report(new Error(`offline ${i}`));
    expect(sent).toEqual([]);
    expect(reporter.queued()).toHaveLength(30);
    expect(reporter.queued()[0]!.message).toBe('offline 5');
  });

  it('keeps what it could not send and sends it, in order, once back online', async () => {
    const { reporter, sent, state } = harness();
    state.online = false;
    await reporter.report(new Error('first'));
    await reporter.report(new Error('second'));
    expect(reporter.queued().map((report) => report.message)).toEqual(['first', 'second']);
    state.online = true;
    await reporter.flush();
    expect(sent.map((report) => report.message)).toEqual(['first', 'second']);
    expect(reporter.queued()).toEqual([]);
  });

  it('keeps a report the network lost, and waits out a Retry-After before trying again', async () => {
    const { reporter, sent, state } = harness();
    state.answer = () => ({ type: 'later', retryAfterMs: 20_000 });
    await reporter.report(new Error('throttled'));
    expect(reporter.queued()).toHaveLength(1);
    state.answer = () => ({ type: 'sent' });
    state.now += 10_000;
    await reporter.flush();
    expect(sent).toEqual([]);
    state.now += 10_000;
    await reporter.flush();
    expect(sent.map((report) => report.message)).toEqual(['throttled']);
  });

  it('drops a report the server refused for good, and one the send threw on stays', async () => {
    const { reporter, state } = harness();
    state.answer = () => ({ type: 'refused', status: 400 });
    await reporter.report(new Error('refused'));
    expect(reporter.queued()).toEqual([]);
    state.answer = () => {
      throw new Error('fetch exploded');
    };
    await reporter.report(new Error('kept'));
    expect(reporter.queued().map((report) => report.message)).toEqual(['kept']);
  });

  it('reports one error once, however many hooks catch it', async () => {
    const { reporter, sent } = harness();
    const error = new Error('caught twice');
    await reporter.report(error);
    await reporter.report(error);
    expect(sent).toHaveLength(1);
  });

  it("carries a server answer's status and ref, and reads what is not an Error", async () => {
    const { reporter, sent } = harness();
    const response = new Response(
      JSON.stringify({ statusCode: 500, message: 'Something went wrong.', ref: 'ref-123' }),
      { status: 500, headers: { 'content-type': 'application/json' } },
    );
    const request = new Request('http://ritual.test/api/journals');
    await reporter.report(new HTTPError(response, request, {} as NormalizedOptions));
    await reporter.report('plain text thrown');
    await reporter.report({ reason: 'an object' });
    await reporter.report(undefined);
    expect(sent[0]).toMatchObject({ status: 500, ref: 'ref-123', name: 'HTTPError' });
    expect(sent.slice(1).map((report) => report.message)).toEqual([
      'plain text thrown',
      '{"reason":"an object"}',
      'undefined',
    ]);
    for (const report of sent) expect(ClientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('fits a report with huge extra data under the server’s body limit', async () => {
    const { reporter, sent } = harness();
    for (let i = 0; i < 100; i += 1) reporter.breadcrumb('ui', `click button "${'x'.repeat(240)}"`);
    const wide = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [
        `k${i}`,
        Object.fromEntries(Array.from({ length: 50 }, (_, j) => [`v${j}`, 'y'.repeat(250)])),
      ]),
    );
    await reporter.report(new Error('too much'), { extra: wide });
    const [report] = sent;
    expect(report!.extra).toBeUndefined();
    expect(new TextEncoder().encode(JSON.stringify(report)).length).toBeLessThanOrEqual(64 * 1024);
    expect(report!.breadcrumbs.length).toBeGreaterThan(0);
    expect(report!.message).toBe('too much');
  });
});
