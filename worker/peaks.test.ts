import { describe, expect, it } from 'vitest';
import { mixedPeaks, peaks } from './peaks';

const list = (values: Float32Array) => Array.from(values);

describe('peaks', () => {
  it('gives the min and max of each equal slice, in order', () => {
    const samples = new Float32Array([0, 0.5, -0.25, 0.25, -1, 0.75]);
    expect(list(peaks(samples, 3))).toEqual([0, 0.5, -0.25, 0.25, -1, 0.75]);
    expect(list(peaks(samples, 2))).toEqual([-0.25, 0.5, -1, 0.75]);
    expect(list(peaks(samples, 1))).toEqual([-1, 0.75]);
  });

  it('always returns two values per bucket', () => {
    const samples = new Float32Array(1000).map((_, i) => Math.sin(i / 10));
    for (const buckets of [1, 7, 100, 999, 1000, 1500]) {
      expect(peaks(samples, buckets)).toHaveLength(buckets * 2);
    }
  });

  it('spreads fewer samples than buckets across the whole width', () => {
    const result = peaks(new Float32Array([0.5, -0.5]), 4);
    expect(list(result)).toEqual([0.5, 0.5, 0.5, 0.5, -0.5, -0.5, -0.5, -0.5]);
  });

  it('draws empty audio as silence', () => {
    expect(list(peaks(new Float32Array(0), 3))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('clamps samples outside −1…1', () => {
    expect(list(peaks(new Float32Array([-3, 2]), 1))).toEqual([-1, 1]);
  });

  it('returns nothing for zero buckets and refuses a bucket count that is not a whole number', () => {
    expect(peaks(new Float32Array([0.1]), 0)).toHaveLength(0);
    expect(() => peaks(new Float32Array([0.1]), -1)).toThrow(RangeError);
    expect(() => peaks(new Float32Array([0.1]), 2.5)).toThrow(RangeError);
  });

  it('agrees with a one-sample-at-a-time reference for every length and bucket count', () => {
    // The loops take four samples a step; lengths around multiples of four and odd bucket counts
    // exercise the leftover samples at each bucket's end.
    const seed = 4_242;
    let state = seed >>> 0;
    const next = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 4_294_967_296;
    };
    const clamp = (value: number) => Math.min(1, Math.max(-1, value));
    const reference = (channels: Float32Array[], buckets: number) => {
      const count = channels[0]!.length;
      const result: number[] = [];
      for (let bucket = 0; bucket < buckets; bucket++) {
        const start = Math.floor((bucket * count) / buckets);
        const end = Math.max(start + 1, Math.floor(((bucket + 1) * count) / buckets));
        const mixes = [];
        for (let i = start; i < end; i++)
          mixes.push(channels.reduce((sum, channel) => sum + channel[i]!, 0) / channels.length);
        result.push(clamp(Math.min(...mixes)), clamp(Math.max(...mixes)));
      }
      return result;
    };
    for (let round = 0; round < 200; round++) {
      const length = 1 + Math.floor(next() * 64);
      const buckets = 1 + Math.floor(next() * 9);
      const channelCount = 1 + Math.floor(next() * 3);
      const channels = Array.from({ length: channelCount }, () =>
        Float32Array.from({ length }, () => next() * 2.4 - 1.2),
      );
      const expected = reference(channels, buckets);
      const actual = Array.from(mixedPeaks(channels, buckets));
      const label = `seed ${seed}, round ${round}: ${channelCount} channels of ${length}, ${buckets} buckets`;
      expect(actual, label).toHaveLength(expected.length);
      actual.forEach((value, i) =>
        expect(value, `${label}, value ${i}`).toBeCloseTo(expected[i]!, 6),
      );
    }
  });

  it('skips a damaged (NaN) sample rather than spoiling its bucket', () => {
    const samples = new Float32Array([0.5, Number.NaN, 0.25, 0.125, -0.25, 0.375, 0.5, -0.5]);
    expect(list(peaks(samples, 2))).toEqual([0.125, 0.5, -0.5, 0.5]);
  });
});
