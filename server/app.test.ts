import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from './test/harness.js';

describe(`the API edge (${testDialect})`, () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.register('edge')).token;
  });
  afterAll(() => server.close());

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const path of ['/api/no-such-thing', '/api', '/api/journals/search-is-not-built/x/y']) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'The requested resource could not be found.',
      });
    }
  });

  it('answers malformed JSON with 400 and an oversized body with 413, both as JSON', async () => {
    const malformed = await server.call('POST', '/api/journals', {
      token,
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
    });
    const huge = JSON.stringify({ title: 'x', description: 'y'.repeat(2 * 1024 * 1024) });
    const tooLarge = await server.call('POST', '/api/journals', {
      token,
      body: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLarge.body).toEqual({ statusCode: 413, message: 'The request is too large.' });
  });

  it('turns an unexpected failure into 500 with a ref that is in the log, and no stack', async () => {
    const realNow = server.deps.now;
    server.deps.now = () => {
      throw new Error('the clock broke at /secret/path.ts:12');
    };
    try {
      const res = await server.call('POST', '/api/journals', { token, json: { title: 'x' } });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        statusCode: 500,
        message: 'Something went wrong.',
        ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(res.text).not.toContain('secret');
      expect(
        server.log.lines.some(
          (line) => line.includes(res.body.ref) && line.includes('the clock broke'),
        ),
      ).toBe(true);
    } finally {
      server.deps.now = realNow;
    }
  });

  it('serves the page for every other path (history mode)', async () => {
    const res = await server.call('GET', '/someone/their-journal/entry');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('<div id="root">');
  });

  it('sends security headers, and lets only /embed be framed', async () => {
    const page = await server.call('GET', '/settings');
    const embed = await server.call('GET', '/embed/some-entry');
    const api = await server.call('GET', '/api/no-such-thing');
    for (const res of [page, embed, api]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
