import { describe, expect, it } from 'vitest';
import { takeSharedFile } from './shared-file';

function cacheWith(entries: Record<string, Response>) {
  const kept = new Map(Object.entries(entries));
  return {
    kept,
    open: () =>
      Promise.resolve({
        match: (key: string) => Promise.resolve(kept.get(key)),
        delete: (key: string) => Promise.resolve(kept.delete(key)),
      }),
  };
}

describe('takeSharedFile', () => {
  it('gives the waiting file with its name and type, once', async () => {
    const cache = cacheWith({
      '/shared-file': new Response('RIFF', {
        headers: { 'Content-Type': 'audio/wav', 'X-File-Name': encodeURIComponent('walk é.wav') },
      }),
    });

    const file = await takeSharedFile(cache.open);

    expect(file?.name).toBe('walk é.wav');
    expect(file?.type).toBe('audio/wav');
    expect(await file?.text()).toBe('RIFF');
    expect(await takeSharedFile(cache.open)).toBeNull();
  });

  it('gives nothing when nothing was shared', async () => {
    expect(await takeSharedFile(cacheWith({}).open)).toBeNull();
  });
});
