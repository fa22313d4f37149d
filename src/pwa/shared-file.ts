import { CACHE_NAMES, SHARED_FILE_KEY } from '../../contract/caches';

interface CacheLike {
  match(key: string): Promise<Response | undefined>;
  delete(key: string): Promise<boolean>;
}

/**
 * The photo or recording shared to the installed app (the service worker keeps it on the share
 * target's POST), taken once: it is removed as it is read. Null when nothing waits.
 */
export async function takeSharedFile(open: () => Promise<CacheLike>): Promise<File | null> {
  const cache = await open();
  const kept = await cache.match(SHARED_FILE_KEY);
  if (!kept) return null;
  await cache.delete(SHARED_FILE_KEY);
  const name = decodeURIComponent(kept.headers.get('X-File-Name') ?? 'shared');
  const type = kept.headers.get('Content-Type') ?? '';
  return new File([await kept.blob()], name, { type });
}

export const openSharedCache = () => caches.open(CACHE_NAMES.shared);
