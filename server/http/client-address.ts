import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient, plainAddress, type TrustProxy } from './trust-proxy.js';

/** The socket's peer; undefined for a request made in-process, which has no socket. */
function socketPeer(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined ? undefined : plainAddress(address);
  } catch {
    return undefined;
  }
}

/**
 * Where a request comes from, for throttling. Behind trusted proxies (config.trustProxy; `true`
 * is one) that is the X-Forwarded-For entry they vouch for, counted from the right, never the
 * leftmost one a client can write itself; otherwise the socket's peer.
 */
export function clientAddress(c: Context, trustProxy: TrustProxy | true): string {
  const peer = socketPeer(c);
  const trust = trustProxy === true ? { hops: 1 } : trustProxy;
  if (trust) {
    // Several X-Forwarded-For lines arrive joined with commas, in the order they were added.
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map(plainAddress)
      .filter((entry) => entry !== '');
    const client = forwardedClient(entries, peer, trust);
    if (client) return client;
  }
  return peer ?? 'unknown';
}
