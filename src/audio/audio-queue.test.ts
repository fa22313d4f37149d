import { describe, expect, it } from 'vitest';
import { audioQueue } from './audio-queue';

describe('audioQueue', () => {
  it('keeps a journal’s audio entries in the order given, leaving the rest out', () => {
    const entries = [
      { id: 'c', type: 'audio' },
      { id: 'b', type: 'image' },
      { id: 'a', type: 'audio' },
      { id: 'z', type: 'text' },
    ] as const;
    expect(audioQueue(entries).map((entry) => entry.id)).toEqual(['c', 'a']);
  });

  it('is empty for a journal without audio', () => {
    expect(audioQueue([{ type: 'text' }])).toEqual([]);
  });
});
