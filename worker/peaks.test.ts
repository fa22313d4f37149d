import { describe, expect, it } from 'vitest';
import { peaks } from './peaks';

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
});
