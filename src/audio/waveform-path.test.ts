import { describe, expect, it } from 'vitest';
import { playedFraction, waveformPath } from './waveform-path';

/** The rectangles of a path made of `M x0 top H x1 V bottom H x0 Z` pieces. */
const bars = (d: string) =>
  [...d.matchAll(/M([\d.-]+) ([\d.-]+)H([\d.-]+)V([\d.-]+)H[\d.-]+Z/g)].map((m) => ({
    x0: Number(m[1]),
    top: Number(m[2]),
    x1: Number(m[3]),
    bottom: Number(m[4]),
  }));

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
