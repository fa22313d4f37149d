import { describe, expect, it } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('runs the work once for repeated calls with one key and shares its answer', async () => {
    const once = oncePerKey<string>();
    let runs = 0;
    const work = () => Promise.resolve(`answer ${++runs}`);
    const first = once('link-a', work);
    const second = once('link-a', work);
    expect(await first).toBe('answer 1');
    expect(await second).toBe('answer 1');
    expect(runs).toBe(1);
  });

  it('shares a refusal too, so a second run does not try the link again', async () => {
    const once = oncePerKey<string>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return Promise.reject(new Error('This link is invalid or has expired.'));
    };
    await expect(once('link-a', work)).rejects.toThrow('invalid or has expired');
    await expect(once('link-a', work)).rejects.toThrow('invalid or has expired');
    expect(runs).toBe(1);
  });

  it('runs again for another key', async () => {
    const once = oncePerKey<string>();
    const seen: string[] = [];
    const work = (key: string) => () => {
      seen.push(key);
      return Promise.resolve(key);
    };
    await once('link-a', work('link-a'));
    await once('link-b', work('link-b'));
    expect(seen).toEqual(['link-a', 'link-b']);
  });
});
