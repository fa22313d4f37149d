import { describe, expect, it } from 'vitest';
import { peaksForWidth, playedFraction, waveformPath } from './waveform-path';

/** The rectangles of a path made of `M x0 top H x1 V bottom H x0 Z` pieces. */
const bars = (d: string) =>
  [...d.matchAll(/M([\d.-]+) ([\d.-]+)H([\d.-]+)V([\d.-]+)H[\d.-]+Z/g)].map((m) => ({
    x0: Number(m[1]),
    top: Number(m[2]),
    x1: Number(m[3]),
    bottom: Number(m[4]),
  }));

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

describe('waveformPath', () => {
  it('draws one bar per pair across the whole width, centred on the middle', () => {
    const drawn = bars(waveformPath([-1, 1, -0.5, 0.5], 100, 40));
    expect(drawn).toEqual([
      { x0: 0, top: 0, x1: 50, bottom: 40 },
      { x0: 50, top: 10, x1: 100, bottom: 30 },
    ]);
  });

  it('draws no more bars than the width has pixels', () => {
    const pcm = Array.from({ length: 2048 }, (_, i) => (i % 2 ? 0.5 : -0.5));
    expect(bars(waveformPath(pcm, 300, 60))).toHaveLength(300);
  });

  it('keeps silence visible as a thin line', () => {
    const [silent] = bars(waveformPath([0, 0], 10, 40));
    expect(silent?.bottom).toBeGreaterThan(silent!.top);
    expect((silent!.top + silent!.bottom) / 2).toBe(20);
  });

  it('draws a flat line across the middle for missing or empty pcm', () => {
    for (const pcm of [undefined, null, []]) {
      expect(bars(waveformPath(pcm, 200, 50))).toEqual([
        { x0: 0, top: 24.5, x1: 200, bottom: 25.5 },
      ]);
    }
  });
});

describe('playedFraction', () => {
  it('is the share of the duration played, between 0 and 1', () => {
    expect(playedFraction(15, 60)).toBe(0.25);
    expect(playedFraction(90, 60)).toBe(1);
    expect(playedFraction(-3, 60)).toBe(0);
  });

  it('is 0 while the duration is unknown', () => {
    for (const duration of [undefined, 0, Number.NaN, Number.POSITIVE_INFINITY])
      expect(playedFraction(10, duration)).toBe(0);
  });
});
