import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { freshStore } from '../../local-store/fake-store';
import { jsonAnswer } from '../test/answers';
import { keepStorageUse, readLastStorageUse } from './last-storage-use';
import { settingsApi } from './settings-api';
import { StorageUseView } from './StorageUse';

const GB = 1024 ** 3;
const use = (usedBytes: number, quotaBytes = 2 * GB) => ({ usedBytes, quotaBytes });
const render = (shown: ReturnType<typeof use> | null, online = true) =>
  renderToStaticMarkup(<StorageUseView use={shown} online={online} />);

/** A Storage that keeps what it is given, like localStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('StorageUseView', () => {
  it('says how much of the storage is used, over a meter screen readers announce the same', () => {
    const html = render(use(1.2 * GB));
    expect(html).toContain('aria-label="Storage"');
    expect(html).toContain('<p class="storage-use__figure">1.2 GB of 2 GB used</p>');
    expect(html).toContain('role="meter"');
    expect(html).toContain('aria-label="Storage used"');
    expect(html).toContain('aria-valuenow="60"');
    expect(html).toContain('aria-valuetext="1.2 GB of 2 GB used"');
    expect(html).not.toContain('nearly full');
  });

  it('warns when the storage is nearly full, and never draws past the end', () => {
    const html = render(use(2.5 * GB));
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('width:100%');
    expect(html).toContain('Your storage is nearly full.');
  });

  it('offline, shows the last figure known and says so, or a plain line without one', () => {
    expect(render(use(1.2 * GB), false)).toContain('1.2 GB of 2 GB used');
    expect(render(use(1.2 * GB), false)).toContain('As last seen while online.');
    const none = render(null, false);
    expect(none).toContain('How much storage your files take shows when you are online.');
    expect(none).not.toContain('role="meter"');
  });
});

describe('the storage figure', () => {
  it('is read from GET /users/me/storage', async () => {
    const sent: Request[] = [];
    const api = settingsApi({
      db: freshStore(),
      baseUrl: 'http://ritual.test/api',
      fetch: ((request: Request) => {
        sent.push(request);
        return Promise.resolve(jsonAnswer(200, use(5)));
      }) as typeof fetch,
      getToken: () => Promise.resolve('token-1'),
    });
    expect(await api.storageUse()).toEqual(use(5));
    expect(sent[0]!.url).toBe('http://ritual.test/api/users/me/storage');
  });

  it('is kept per account for offline, and nothing unreadable is shown', () => {
    const storage = memoryStorage();
    keepStorageUse('ada', use(3 * GB, 50 * GB), storage);
    expect(readLastStorageUse('ada', storage)).toEqual(use(3 * GB, 50 * GB));
    expect(readLastStorageUse('bo', storage)).toBeNull();
    storage.setItem('ritual.storage-use.bo', '{"usedBytes":"lots"}');
    expect(readLastStorageUse('bo', storage)).toBeNull();
  });
});
