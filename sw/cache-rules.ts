import { accountReadsCache, CACHE_NAMES, isAccountReadsCache } from '../contract/caches';
import type { Session } from '../local-store/session';

/** Media: cache first, at most this many files for at most this long (and dropped on quota errors). */
export const MEDIA_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/** API reads: at most this many answers in each cache, kept a week, for reading seen pages offline. */
export const API_LIMITS = { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

/** Where a photo or recording shared to the installed app is posted (manifest's share_target). */
export const SHARE_TARGET_PATH = '/share-target';

interface RequestLike {
  method: string;
  url: URL;
  sameOrigin: boolean;
}

/**
 * Stored media (/api/media/:id). The key is the whole address, query included: a private file's
 * link is signed (exp, sig) and the server keeps the same link for a day, so the cache keeps
 * hitting without ever answering a link the server did not sign.
 */
export function isMediaRead({ method, url, sameOrigin }: RequestLike): boolean {
  return sameOrigin && method === 'GET' && /^\/api\/media\/[^/]+$/.test(url.pathname);
}

// The reads the page keeps for seen pages; never sync (per-session, the data layer has its own
// store), auth, searches, or anything that is not a GET.
const API_READS = [
  /^\/api\/users\/[^/]+(\/.*)?$/,
  /^\/api\/journals\/[^/]+(\/.*)?$/,
  /^\/api\/entries\/[^/]+(\/.*)?$/,
  /^\/api\/activity(\/.*)?$/,
];
const NEVER = [
  /^\/api\/sync(\/|$)/,
  /^\/api\/auth(\/|$)/,
  /^\/api\/media(\/|$)/,
  // Searches are live answers to what is typed, not pages to read again offline.
  /^\/api\/(users|journals)\/search(\/|$)/,
  // Everything the account holds, as a download: kept nowhere, offline or not.
  /^\/api\/users\/export(\/|$)/,
];
/** The signed-in account's own lists and numbers: only ever an answer to that account. */
const ACCOUNT_ONLY = [/^\/api\/users\/(log|shadows|stats|activity)(\/|$)/];

/** A read of a seen page, answered from the network first and from the cache when offline. */
export function isApiRead({ method, url, sameOrigin }: RequestLike): boolean {
  if (!sameOrigin || method !== 'GET') return false;
  const path = url.pathname;
  if (NEVER.some((rule) => rule.test(path))) return false;
  return API_READS.some((rule) => rule.test(path));
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The cache that may answer, and keep the answer to, an API read: the public one for a request
 * sent without a session, the account's own for one sent with the session signed in on this
 * device; none (network only) for anything else, such as a token that is no longer the
 * session's. So an answer is only ever given back to the account it was given to.
 */
export function readsCacheFor(
  request: RequestLike & { authorization: string | null },
  session: Session | null,
): string | undefined {
  if (!isApiRead(request)) return undefined;
  if (!request.authorization) {
    return ACCOUNT_ONLY.some((rule) => rule.test(request.url.pathname))
      ? undefined
      : CACHE_NAMES.publicReads;
  }
  const token = BEARER.exec(request.authorization)?.[1];
  if (!token || !session?.userId || token !== session.token) return undefined;
  return accountReadsCache(session.userId);
}

/**
 * Whether an answer may be kept in `cacheName`, by its Cache-Control: never `no-store`; `private`
 * (meant for one person) only in an account's own cache.
 */
export function mayKeep(cacheControl: string | null, cacheName: string): boolean {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0]);
  if (directives.includes('no-store')) return false;
  return !directives.includes('private') || isAccountReadsCache(cacheName);
}

/** Navigations that must reach the server, never the cached shell. */
export const NAVIGATION_DENYLIST = [
  /^\/api\//,
  /^\/socket\.io\//,
  /^\/share-target$/,
  /^\/sw\.js$/,
];
