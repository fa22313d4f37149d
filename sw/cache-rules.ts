/** Names of the caches the service worker keeps besides Workbox's precache. */
export const CACHE_NAMES = {
  api: 'ritual-api-reads',
  media: 'ritual-media',
  shared: 'ritual-shared',
} as const;

/** Media: cache first, at most this many files for at most this long (and dropped on quota errors). */
export const MEDIA_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/** API reads: at most this many answers, kept a week, for reading seen pages offline. */
export const API_LIMITS = { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

/** Where a photo or recording shared to the installed app is posted (manifest's share_target). */
export const SHARE_TARGET_PATH = '/share-target';
/** The key under which the shared file waits in CACHE_NAMES.shared until the page takes it. */
export const SHARED_FILE_KEY = '/shared-file';

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

// The public-ish reads the page keeps for seen pages; never sync (per-session, the data layer has
// its own store), auth, searches, or anything that is not a GET.
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
];

/** A read of a seen page, answered from the network first and from the cache when offline. */
export function isApiRead({ method, url, sameOrigin }: RequestLike): boolean {
  if (!sameOrigin || method !== 'GET') return false;
  const path = url.pathname;
  if (NEVER.some((rule) => rule.test(path))) return false;
  return API_READS.some((rule) => rule.test(path));
}

/** Navigations that must reach the server, never the cached shell. */
export const NAVIGATION_DENYLIST = [
  /^\/api\//,
  /^\/socket\.io\//,
  /^\/share-target$/,
  /^\/sw\.js$/,
];
