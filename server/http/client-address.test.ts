import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { clientAddress } from './client-address.js';

/** The address a server configured with TRUST_PROXY `setting` gives a request from `peer`. */
async function seenAddress(setting: string, peer: string, forwardedFor?: string) {
  const { trustProxy } = readConfig({ TRUST_PROXY: setting });
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const socket = { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' };
  const res = await app.request(
    '/',
    { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
    { incoming: { socket } },
  );
  return res.text();
}

const PROXY = '10.0.0.2';

describe('the client address behind TRUST_PROXY', () => {
  it('takes the entry one proxy appended for true, not the leftmost one the client wrote', async () => {
    expect(await seenAddress('true', PROXY, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress('1', PROXY, '6.6.6.6,7.7.7.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress('true', PROXY, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts as many entries from the right as there are proxies', async () => {
    expect(await seenAddress('2', PROXY, '6.6.6.6, 203.0.113.9, 10.1.4.4')).toBe('203.0.113.9');
    // came in past the inner proxy only: the furthest address any proxy saw
    expect(await seenAddress('2', PROXY, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('walks from the right past the named proxies and ranges', async () => {
    const proxies = `${PROXY},10.1.0.0/16`;
    expect(await seenAddress(proxies, PROXY, '6.6.6.6, 203.0.113.9, 10.1.4.4')).toBe('203.0.113.9');
    expect(await seenAddress(proxies, `::ffff:${PROXY}`, '6.6.6.6, 203.0.113.9')).toBe(
      '203.0.113.9',
    );
  });

  it('believes no header from a peer that is not a named proxy', async () => {
    expect(await seenAddress(PROXY, '203.0.113.50', '6.6.6.6, 10.0.0.2')).toBe('203.0.113.50');
  });

  it('reads the socket when no proxy is trusted, or the header is missing', async () => {
    expect(await seenAddress('false', '203.0.113.50', '6.6.6.6')).toBe('203.0.113.50');
    expect(await seenAddress('0', '203.0.113.50', '6.6.6.6')).toBe('203.0.113.50');
    expect(await seenAddress('true', '203.0.113.50')).toBe('203.0.113.50');
  });

  it('refuses to start with a TRUST_PROXY it cannot read', () => {
    for (const setting of ['proxy.example', '10.0.0.0/33', 'maybe'])
      expect(() => readConfig({ TRUST_PROXY: setting })).toThrow(/TRUST_PROXY must be false, true/);
  });
});
