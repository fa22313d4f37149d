import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/** One directive of a CSP header, as its list of sources. */
const directive = (policy: string | null, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

describe('security headers', () => {
  let secure: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    [secure, plain] = await Promise.all([
      startTestServer({
        env: { PUBLIC_URL: 'https://ritual.example', JITSI_DOMAIN: 'meet.example.org' },
      }),
      startTestServer(),
    ]);
  });
  afterAll(() => Promise.all([secure.close(), plain.close()]));

  it('lets the page connect only to its own server and the configured Jitsi domain', async () => {
    for (const path of ['/', '/embed/someone/journal']) {
      const policy = (await secure.call('GET', path)).headers.get('content-security-policy');
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        'wss://ritual.example',
        'https://meet.example.org',
        'wss://meet.example.org',
      ]);
    }
    const policy = (await plain.call('GET', '/')).headers.get('content-security-policy');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://ritual.test',
      'https://meet.jit.si',
      'wss://meet.jit.si',
    ]);
  });

  it('tells browsers to keep to https when the server is reached over https', async () => {
    for (const path of ['/', '/api/activity', '/api/no-such-call']) {
      const res = await secure.call('GET', path);
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('sends no HSTS over plain http, where it would lock people out of a local server', async () => {
    for (const path of ['/', '/api/activity']) {
      expect((await plain.call('GET', path)).headers.get('strict-transport-security')).toBeNull();
    }
  });
});
