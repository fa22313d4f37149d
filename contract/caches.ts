/**
 * The Cache Storage names the service worker fills and the page empties at sign-out. Whoever asks
 * decides what an API read answers (a private journal for its owner, a 404 for anyone else), so
 * reads are kept apart by who asked: answers to a request sent without a session in one cache,
 * answers to a signed-in account's requests in a cache of that account's own.
 */
export const CACHE_NAMES = {
  /** answers to requests sent without a session: the same for anyone who asks */
  publicReads: 'ritual-public-reads',
  media: 'ritual-media',
  /** a file shared to the installed app, until the page takes it */
  shared: 'ritual-shared',
} as const;

/**
 * Caches earlier releases kept: 'ritual-api-reads' held every account's answers under their
 * address alone, so one account could be answered with another's. Deleted on update and sign-out.
 */
export const RETIRED_CACHES: readonly string[] = ['ritual-api-reads'];

const ACCOUNT_READS = 'ritual-account-reads:';

/** The cache of one account's API reads: only a request sent with that account's session reads it. */
export const accountReadsCache = (userId: string): string => `${ACCOUNT_READS}${userId}`;

export const isAccountReadsCache = (name: string): boolean => name.startsWith(ACCOUNT_READS);

/**
 * A private file's link is signed (?exp=&sig=) for an account that may read it: the copy is that
 * account's, dropped at its sign-out. Public files are kept for anyone.
 */
export const isSignedMedia = (url: URL): boolean => url.searchParams.has('sig');

/** The key under which a shared file waits in CACHE_NAMES.shared until the page takes it. */
export const SHARED_FILE_KEY = '/shared-file';
