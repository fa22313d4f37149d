import { describe, expect, it } from 'vitest';
import { accountReadsCache, CACHE_NAMES } from '../../contract/caches';
import { forgetAccountCaches, type CacheStorageLike } from './account-caches';

/** Cache Storage as Maps of names to addresses. */
function storageOf(contents: Record<string, string[]>) {
  const caches = new Map(
    Object.entries(contents).map(([name, urls]) => [name, new Set(urls)] as const),
  );
  const storage: CacheStorageLike = {
    keys: () => Promise.resolve([...caches.keys()]),
    delete: (name) => Promise.resolve(caches.delete(name)),
    open(name) {
      const urls = caches.get(name) ?? new Set<string>();
      caches.set(name, urls);
      return Promise.resolve({
        keys: () => Promise.resolve([...urls].map((url) => new Request(url))),
        delete: (request: Request) => Promise.resolve(urls.delete(request.url)),
      });
    },
  };
  const left = () =>
    Object.fromEntries([...caches].map(([name, urls]) => [name, [...urls].sort()]));
  return { storage, left };
}

const origin = 'https://ritual.example';

describe('forgetAccountCaches', () => {
  it('drops the account’s reads and private files, and keeps the shell and what is public', async () => {
    const shell = 'workbox-precache-v2-https://ritual.example/';
    const { storage, left } = storageOf({
      [shell]: [`${origin}/index.html`],
      [CACHE_NAMES.publicReads]: [`${origin}/api/journals/explore`],
      [accountReadsCache('bob-id')]: [`${origin}/api/users/bob/journals/diary`],
      'ritual-api-reads': [`${origin}/api/users/export`],
      [CACHE_NAMES.shared]: [`${origin}/shared-file`],
      [CACHE_NAMES.media]: [`${origin}/api/media/public1`, `${origin}/api/media/p2?exp=1&sig=ab`],
    });
    await forgetAccountCaches(storage);
    expect(left()).toEqual({
      [shell]: [`${origin}/index.html`],
      [CACHE_NAMES.publicReads]: [`${origin}/api/journals/explore`],
      [CACHE_NAMES.media]: [`${origin}/api/media/public1`],
    });
  });

  it('makes no media cache where there was none', async () => {
    const { storage, left } = storageOf({ [accountReadsCache('bob-id')]: [] });
    await forgetAccountCaches(storage);
    expect(left()).toEqual({});
  });
});
