import { BlockList, isIP } from 'node:net';

/**
 * Which proxies stand in front of Ritual (TRUST_PROXY). Each proxy appends the address it was
 * reached from to X-Forwarded-For, so only the entries the proxies appended, counted from the
 * right, are true: anything further left is whatever the client chose to send.
 */
export type TrustProxy =
  | false
  /** this many proxies in front: the client is the entry the outermost one appended */
  | { hops: number }
  /** the proxies' own addresses and ranges: the client is the nearest address not among them */
  | { proxies: BlockList };

const TRUST_PROXY_FORMS =
  'TRUST_PROXY must be false, true (one proxy), a number of proxies, or the proxies’ addresses (10.0.0.2,10.1.0.0/16)';

/** An address as written by a socket or a proxy, without an IPv4-in-IPv6 prefix, brackets or port. */
export function plainAddress(text: string): string {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:([\d.]+)$/i.exec(address);
  return mapped && isIP(mapped[1]!) === 4 ? mapped[1]! : address;
}

function addProxy(list: BlockList, item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/** TRUST_PROXY's text as a TrustProxy; a message saying what it may be when it is none of them. */
export function readTrustProxy(text: string): TrustProxy | { problem: string } {
  const word = text.trim().toLowerCase();
  if (['', 'false', 'no'].includes(word)) return false;
  if (['true', 'yes'].includes(word)) return { hops: 1 };
  if (/^\d+$/.test(word)) return Number(word) === 0 ? false : { hops: Number(word) };
  const proxies = new BlockList();
  for (const item of word.split(',')) {
    if (!addProxy(proxies, plainAddress(item))) return { problem: TRUST_PROXY_FORMS };
  }
  return { proxies };
}

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address from X-Forwarded-For's entries (as sent, oldest first) and the socket's
 * peer, when the peer is the innermost of the trusted proxies; undefined when the header says
 * nothing that can be believed.
 */
export function forwardedClient(
  entries: readonly string[],
  peer: string | undefined,
  trust: Exclude<TrustProxy, false>,
): string | undefined {
  if ('hops' in trust) {
    // Fewer entries than proxies: the request came in past fewer of them, and the leftmost
    // entry is the furthest any of them saw.
    return entries[Math.max(entries.length - trust.hops, 0)];
  }
  // A peer that is not a trusted proxy is the client itself, whatever its header says; one that
  // cannot be known (a request made in-process) vouches for nothing.
  if (peer === undefined || !isTrusted(trust.proxies, peer)) return undefined;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    if (!isTrusted(trust.proxies, entries[i]!)) return entries[i];
  }
  return entries[0];
}
