import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_TIMEOUT, SESSION_MAX_AGE } from './sessions.js';
import { startTestServer, type TestServer } from '../test/harness.js';

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token?: string) => server.call('GET', '/api/auth', token ? { token } : {});
const login = (login: string, password: string) =>
  server.call('POST', '/api/auth/login', { json: { login, password } });
let names = 0;
/** A username no other test uses. */
const fresh = (prefix: string) => `${prefix}${process.pid % 1000}n${(names += 1)}`;

describe('POST /api/auth/register', () => {
  it('creates an account and signs it in', async () => {
    const username = fresh('Ada');
    const res = await server.call('POST', '/api/auth/register', {
      json: {
        username,
        email: `  ${username.toUpperCase()}@Example.TEST `,
        password: 'long enough',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      ritual_user: username,
      email: `${username.toLowerCase()}@example.test`,
      email_confirmed: false,
      plus: false,
      numberOfEntries: 0,
      journals: [],
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const current = await me(res.body.token);
    expect(current.status).toBe(200);
    expect(current.body.user.id).toBe(res.body.user.id);
  });

  it('refuses a username that differs from a taken one only in case', async () => {
    const { user } = await server.register('case');
    const res = await server.call('POST', '/api/auth/register', {
      json: {
        username: user.ritual_user.toUpperCase(),
        email: `other-${user.ritual_user}@example.test`,
        password: 'long enough',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'This username is taken.' });
  });

  it('refuses an email that already has an account', async () => {
    const { user } = await server.register('mail');
    const res = await server.call('POST', '/api/auth/register', {
      json: { username: fresh('other'), email: user.email.toUpperCase(), password: 'long enough' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists.');
  });

  it('lets only one of two simultaneous sign-ups have a name', async () => {
    const username = fresh('race');
    const attempt = (n: number) =>
      server.call('POST', '/api/auth/register', {
        json: { username, email: `${username}-${n}@example.test`, password: 'long enough' },
      });
    const statuses = (await Promise.all([attempt(1), attempt(2)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses a short password with a readable message', async () => {
    const username = fresh('short');
    const res = await server.call('POST', '/api/auth/register', {
      json: { username, email: `${username}@example.test`, password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password: Password must be at least 8 characters.');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username in any case or by email, with a new token each time', async () => {
    const { user, token, password } = await server.register('login');
    const byName = await login(user.ritual_user.toUpperCase(), password);
    const byEmail = await login(` ${user.email} `, password);
    expect(byName.status).toBe(200);
    expect(byEmail.status).toBe(200);
    expect(byName.body.user.id).toBe(user.id);
    expect(new Set([token, byName.body.token, byEmail.body.token]).size).toBe(3);
    for (const t of [token, byName.body.token, byEmail.body.token])
      expect((await me(t)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const { user } = await server.register('wrong');
    const wrong = await login(user.ritual_user, 'not the password');
    const unknown = await login(fresh('nobody'), 'not the password');
    const expected = { statusCode: 401, message: 'Wrong username/email or password.' };
    expect([wrong.status, wrong.body]).toEqual([401, expected]);
    expect([unknown.status, unknown.body]).toEqual([401, expected]);
  });

  it('refuses an empty login with a readable message', async () => {
    const res = await login('', 'whatever');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('login: Please enter your username or email.');
  });
});

describe('GET /api/auth', () => {
  it('refuses a request without a token, or with one that never existed', async () => {
    expect((await me()).status).toBe(401);
    const res = await me('x'.repeat(43));
    expect(res.status).toBe(401);
    expect(res.body.statusCode).toBe(401);
  });

  it('refuses a session left unused for 30 days', async () => {
    const { token } = await server.register('idle');
    server.clock.advance(SESSION_IDLE_TIMEOUT - DAY);
    expect((await me(token)).status).toBe(200);
    server.clock.advance(SESSION_IDLE_TIMEOUT);
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a session older than its maximum age, however active', async () => {
    const { token } = await server.register('old');
    const started = server.clock.now;
    while (server.clock.now + 20 * DAY < started + SESSION_MAX_AGE) {
      server.clock.advance(20 * DAY);
      expect((await me(token)).status).toBe(200);
    }
    server.clock.now = started + SESSION_MAX_AGE;
    expect((await me(token)).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its token no longer works, other sessions still do', async () => {
    const { user, token, password } = await server.register('bye');
    const other = await login(user.ritual_user, password);
    const res = await server.call('POST', '/api/auth/logout', { token });
    expect(res.status).toBe(204);
    expect((await me(token)).status).toBe(401);
    expect((await me(other.body.token)).status).toBe(200);
  });

  it('refuses a request without a token', async () => {
    const res = await server.call('POST', '/api/auth/logout');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every auth route', async () => {
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { tags?: string[] }>>;
    const described = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('auth'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual([
      'GET /auth',
      'GET /auth/password-reset/{token}',
      'POST /auth/cancel-email-change/{token}',
      'POST /auth/confirm-email/{token}',
      'POST /auth/login',
      'POST /auth/logout',
      'POST /auth/logout-everywhere',
      'POST /auth/password',
      'POST /auth/password-reset',
      'POST /auth/password-reset/{token}',
      'POST /auth/register',
    ]);
  });
});
