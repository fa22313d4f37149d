import { describe, expect, it } from 'vitest';
import { createPlusRequired } from './plus-required';

const limit =
  'You have reached the free limit of 100 entries. Upgrade to Plus to keep adding entries.';

describe('the plus-required channel', () => {
  it('tells its listeners and hands the message over once', () => {
    const channel = createPlusRequired();
    const heard: (string | undefined)[] = [];
    const stop = channel.subscribe(() => heard.push(channel.take()));
    channel.raise(limit);
    expect(heard).toEqual([limit]);
    expect(channel.take()).toBeUndefined();
    stop();
    channel.raise('again');
    expect(heard).toEqual([limit]);
  });

  it('keeps a refusal nobody heard for the first listener to take', () => {
    const channel = createPlusRequired();
    channel.raise(limit);
    channel.raise('the latest');
    expect(channel.take()).toBe('the latest');
    expect(channel.take()).toBeUndefined();
  });
});
