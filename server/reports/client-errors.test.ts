import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { holdWallClock } from '../test/wall-clock.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const report = (more: Record<string, unknown> = {}) => ({
  message: "Cannot read properties of undefined (reading 'title')",
  name: 'TypeError',
  stack: ['TypeError: Cannot read properties of undefined', '    at JournalPage (journal.js:1:2)'],
  path: '/ada/morning-pages',
  page: 'slug-journal',
  breadcrumbs: [
    { at: '2026-03-01T08:00:00.000Z', category: 'navigation', message: 'slug-journal' },
  ],
  extra: { componentStack: 'at JournalPage', tries: 2, nested: { deeper: { last: true } } },
  occurred_at: '2026-03-01T08:00:01.000Z',
  user_agent: 'Mozilla/5.0 (test)',
  ...more,
});

/** The details of each `client error` line the server logged since `from`. */
function clientErrorLines(server: TestServer, from: number) {
  return server.log.lines
    .slice(from)
    .filter((line) => line.includes(' error client error '))
    .map((line) => ({
      line,
      details: JSON.parse(line.slice(line.indexOf('{'))) as {
        report: Record<string, unknown>;
        user: { id: string; username: string; email: string } | null;
      },
    }));
}

describe(`POST /api/client-errors (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  const send = (json: unknown, account?: Account, headers?: Record<string, string>) =>
    server.call('POST', '/api/client-errors', {
      json,
      ...(account ? { token: account.token } : {}),
      ...(headers ? { headers } : {}),
    });

  it("logs a visitor's report, with no user", async () => {
    const from = server.log.lines.length;
    const res = await send(report());
    expect(res.status).toBe(204);
    const [logged, ...more] = clientErrorLines(server, from);
    expect(more).toEqual([]);
    expect(logged!.details.user).toBeNull();
    expect(logged!.details.report).toMatchObject({
      message: "Cannot read properties of undefined (reading 'title')",
      page: 'slug-journal',
      path: '/ada/morning-pages',
      extra: { nested: { deeper: { last: true } } },
    });
  });

  it('attaches the signed-in user from the token, whoever the body claims to be', async () => {
    const me = await server.register('reporter');
    const from = server.log.lines.length;
    const claim = { id: 'someone-else', username: 'mallory', email: 'mallory@example.com' };
    expect((await send(report({ user: claim }), me)).status).toBe(204);
    const [logged] = clientErrorLines(server, from);
    expect(logged!.details.user).toEqual({
      id: me.user.id,
      username: me.user.ritual_user,
      email: me.user.email,
    });
    expect(logged!.line).not.toContain('mallory');
  });

  it('never writes the token to the log, even when the page copied it into the report', async () => {
    const me = await server.register('careless');
    const from = server.log.lines.length;
    const res = await send(
      report({
        message: `GET /api/sync failed with Bearer ${me.token}`,
        extra: { token: me.token },
      }),
      me,
    );
    expect(res.status).toBe(204);
    const [logged] = clientErrorLines(server, from);
    expect(logged!.details.user?.id).toBe(me.user.id);
    expect(logged!.line).not.toContain(me.token);
    expect(logged!.details.report.message).toBe('GET /api/sync failed with Bearer [token]');
  });

  it('refuses a report over the limits, or unreadable, with a JSON reason and logs nothing', async () => {
    const from = server.log.lines.length;
    const long = await send(report({ message: 'x'.repeat(251) }));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^message:/) });
    const stack = await send(report({ stack: Array.from({ length: 51 }, () => 'at x') }));
    expect(stack.status).toBe(400);
    expect(stack.body.message).toMatch(/^stack:/);
    const crumbs = Array.from({ length: 101 }, () => report().breadcrumbs[0]);
    expect((await send(report({ breadcrumbs: crumbs }))).body.message).toMatch(/^breadcrumbs:/);
    const deep = await send(report({ extra: { a: { b: { c: { d: 1 } } } } }));
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/^extra/);
    expect((await send({ message: 'no time, no breadcrumbs' })).status).toBe(400);

    const garbled = await server.call('POST', '/api/client-errors', {
      body: '{"message": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body).toMatchObject({ statusCode: 400, message: expect.any(String) });

    const huge = await send(report({ extra: { blob: 'x'.repeat(250), more: 'y'.repeat(70_000) } }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
    expect(clientErrorLines(server, from)).toEqual([]);
  });

  it('tells a user who sends more than 30 a minute to wait, then accepts again', async () => {
    const [me, other] = await Promise.all([server.register('looping'), server.register('calm')]);
    for (let i = 0; i < 30; i += 1) expect((await send(report(), me)).status).toBe(204);
    const refused = await send(report(), me);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/try again in \d+ seconds/);
    expect((await send(report(), other)).status).toBe(204);
    // The abuse limits read the wall clock, not the server's (server/test/wall-clock.ts).
    const wallClock = holdWallClock();
    try {
      wallClock.advance(61 * 1000);
      expect((await send(report(), me)).status).toBe(204);
    } finally {
      wallClock.release();
    }
  });
});

describe(`POST /api/client-errors behind a proxy (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true', RATE_LIMITS: 'on' } });
  });
  afterAll(() => server.close());

  const fromAddress = (address: string) =>
    server.call('POST', '/api/client-errors', {
      json: report(),
      headers: { 'x-forwarded-for': address },
    });

  it("counts visitors by their address: one visitor's loop does not silence another", async () => {
    for (let i = 0; i < 30; i += 1) expect((await fromAddress('203.0.113.7')).status).toBe(204);
    expect((await fromAddress('203.0.113.7')).status).toBe(429);
    expect((await fromAddress('198.51.100.2')).status).toBe(204);
  });
});
