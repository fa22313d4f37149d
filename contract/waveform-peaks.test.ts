import { describe, expect, it } from 'vitest';
import { pcmForWidth, peaksForWidth } from './waveform-peaks.js';

describe('peaksForWidth', () => {
  it('keeps one peak per pair when they fit', () => {
    expect(peaksForWidth([-0.5, 0.5, -0.25, 1], 100)).toEqual([
      { min: -0.5, max: 0.5 },
      { min: -0.25, max: 1 },
    ]);
  });

  it('merges pairs to one per pixel, keeping the extremes', () => {
    const pcm = [-0.1, 0.1, -0.9, 0.2, -0.2, 0.8, -0.3, 0.3];
    expect(peaksForWidth(pcm, 2)).toEqual([
      { min: -0.9, max: 0.2 },
      { min: -0.3, max: 0.8 },
    ]);
  });

  it('spreads uneven counts so every pair lands in one column', () => {
    const pcm = Array.from({ length: 7 }, (_, i) => [-i / 10, i / 10]).flat();
    const peaks = peaksForWidth(pcm, 3);
    expect(peaks).toHaveLength(3);
    expect(peaks[0]?.max).toBe(0.1);
    expect(peaks[2]?.max).toBe(0.6);
  });

  it('clamps values outside −1…1, reads junk as silence and ignores a lone last value', () => {
    expect(peaksForWidth([-3, 2, Number.NaN, Number.NaN, 0.5], 10)).toEqual([
      { min: -1, max: 1 },
      { min: 0, max: 0 },
    ]);
  });
});

describe('pcmForWidth', () => {
  it('gives the merged peaks back as flat min/max pairs', () => {
    expect(pcmForWidth([-0.1, 0.1, -0.9, 0.2, -0.2, 0.8, -0.3, 0.3], 2)).toEqual([
      -0.9, 0.2, -0.3, 0.8,
    ]);
  });
});
