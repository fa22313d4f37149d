import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, lazyScreen, ScreenUnreachable, type ChunkRecovery } from './lazy-screen';

function fakeRecovery(reachable = true) {
  const items = new Map<string, string>();
  let reloads = 0;
  const recovery: ChunkRecovery = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    reload: () => void reloads++,
    reachable: () => Promise.resolve(reachable),
  };
  return { recovery: () => recovery, items, reloads: () => reloads };
}

const Screen = () => null;
const missingChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyScreen', () => {
  it('gives the route its screen and forgets an earlier reload', async () => {
    const fake = fakeRecovery();
    fake.items.set(CHUNK_RELOAD_KEY, '1');
    const route = await lazyScreen(() => Promise.resolve(Screen), fake.recovery)();
    expect(route.Component).toBe(Screen);
    expect(fake.items.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('reloads the page once when a chunk is missing', async () => {
    const fake = fakeRecovery();
    const pending = lazyScreen(missingChunk, fake.recovery)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.reloads()).toBe(1);
    expect(fake.items.has(CHUNK_RELOAD_KEY)).toBe(true);
    void pending;
  });

  it('shows the error instead of reloading again after a reload did not help', async () => {
    const fake = fakeRecovery();
    fake.items.set(CHUNK_RELOAD_KEY, '1');
    await expect(lazyScreen(missingChunk, fake.recovery)()).rejects.toThrow('Failed to fetch');
    expect(fake.reloads()).toBe(0);
  });

  it('keeps the open app and explains, instead of reloading, when the server cannot be reached', async () => {
    const fake = fakeRecovery(false);
    const failure = lazyScreen(missingChunk, fake.recovery)();
    await expect(failure).rejects.toBeInstanceOf(ScreenUnreachable);
    await expect(failure).rejects.toThrow('can load only once Ritual’s server can be reached');
    expect(fake.reloads()).toBe(0);
    expect(fake.items.has(CHUNK_RELOAD_KEY)).toBe(false);
  });
});
