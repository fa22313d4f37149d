import { describe, expect, it } from 'vitest';
import { SHARED_FILE_KEY } from '../contract/caches';
import { receiveShare } from './share-target';

function memoryStore() {
  const kept = new Map<string, Response>();
  return {
    kept,
    put: (key: string, response: Response) => Promise.resolve(void kept.set(key, response)),
  };
}

describe('receiveShare', () => {
  it('keeps the shared file with its name and type, then opens Home', async () => {
    const form = new FormData();
    form.append('title', 'A walk');
    form.append('file', new File(['RIFF'], 'walk é.wav', { type: 'audio/wav' }));
    const store = memoryStore();

    const answer = await receiveShare(form, store);

    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!, 'http://x').pathname).toBe('/home');
    const kept = store.kept.get(SHARED_FILE_KEY)!;
    expect(kept.headers.get('content-type')).toBe('audio/wav');
    expect(decodeURIComponent(kept.headers.get('x-file-name')!)).toBe('walk é.wav');
    expect(await kept.text()).toBe('RIFF');
  });

  it('opens Home with nothing kept when no file came', async () => {
    const form = new FormData();
    form.append('text', 'just words');
    const store = memoryStore();
    const answer = await receiveShare(form, store);
    expect(answer.status).toBe(303);
    expect(store.kept.size).toBe(0);
  });
});
