import { describe, expect, it } from 'vitest';
import { MAX_PCM_VALUES } from '../contract/entries';
import { mulberry32 } from '../contract/mulberry32';
import { mixedPeaks, peaks } from './peaks';
import { bucketCount, MAX_BUCKETS, MIN_BUCKETS, pcmValues } from './waveform';

const RATE = 44_100;
const minutes = (count: number) => count * 60 * RATE;

describe('bucketCount', () => {
  it('gives a one-second clip enough pairs for a full-width drawing', () => {
    expect(bucketCount(RATE, RATE)).toBe(MIN_BUCKETS);
    expect(bucketCount(0, RATE)).toBe(MIN_BUCKETS);
  });

  it('draws about four pairs a second of a ten-minute clip', () => {
    expect(bucketCount(minutes(10), RATE)).toBe(10 * 60 * 4);
    expect(bucketCount(minutes(10), 48_000)).toBe(Math.round((minutes(10) / 48_000) * 4));
  });

  it('fits sixty minutes at four pairs a second under the server cap', () => {
    expect(bucketCount(minutes(60), RATE)).toBe(60 * 60 * 4);
    expect(2 * bucketCount(minutes(60), RATE)).toBeLessThanOrEqual(MAX_PCM_VALUES);
  });

  it('never asks for more values than the server accepts', () => {
    expect(MAX_BUCKETS * 2).toBe(MAX_PCM_VALUES);
    for (const length of [minutes(69), minutes(180), minutes(24 * 60)]) {
      expect(bucketCount(length, RATE)).toBe(MAX_BUCKETS);
    }
  });

  it('refuses a sample rate that is not a positive number', () => {
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => bucketCount(RATE, rate)).toThrow(RangeError);
    }
  });
});

describe('mixedPeaks', () => {
  it('averages the channels sample by sample', () => {
    const left = new Float32Array([1, 0.5, -1, 0]);
    const right = new Float32Array([0, 0.5, -0.5, 1]);
    expect(Array.from(mixedPeaks([left, right], 4))).toEqual([
      0.5, 0.5, 0.5, 0.5, -0.75, -0.75, 0.5, 0.5,
    ]);
  });

  it('matches the peaks of a Float32Array mix, for one, two and three channels', () => {
    const seed = 7_301;
    const next = mulberry32(seed);
    for (const channelCount of [1, 2, 3]) {
      const channels = Array.from({ length: channelCount }, () =>
        Float32Array.from({ length: 10_007 }, () => next() * 2 - 1),
      );
      const mono = new Float32Array(channels[0]!.length);
      for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i]! += channel[i]!;
      for (let i = 0; i < mono.length; i++) mono[i]! *= 1 / channelCount;
      const expected = peaks(mono, 97);
      const actual = mixedPeaks(channels, 97);
      expect(actual, `seed ${seed}, ${channelCount} channels`).toHaveLength(expected.length);
      // Summed in doubles rather than 32-bit floats: equal to far below pcm's three decimals.
      actual.forEach((value, i) =>
        expect(value, `seed ${seed}, ${channelCount} channels, value ${i}`).toBeCloseTo(
          expected[i]!,
          6,
        ),
      );
    }
  });

  it('treats no channels as silence and refuses channels of different lengths', () => {
    expect(Array.from(mixedPeaks([], 2))).toEqual([0, 0, 0, 0]);
    expect(() => mixedPeaks([new Float32Array(3), new Float32Array(2)], 2)).toThrow(RangeError);
  });
});

describe('pcmValues', () => {
  it('gives min/max pairs of the mixed clip, within −1…1 and rounded to three decimals', () => {
    const seed = 20_240_605;
    const next = mulberry32(seed);
    // Loud enough to clip: decoders can hand back samples slightly beyond ±1.
    const left = new Float32Array(RATE * 3).map(() => (next() * 2 - 1) * 1.2);
    const right = new Float32Array(RATE * 3).map(() => (next() * 2 - 1) * 1.2);
    const pcm = Array.from(pcmValues([left, right], RATE));

    expect(pcm, `seed ${seed}`).toHaveLength(MIN_BUCKETS * 2);
    for (const [index, value] of pcm.entries()) {
      expect(value, `seed ${seed}, value ${index}`).toBeGreaterThanOrEqual(-1);
      expect(value, `seed ${seed}, value ${index}`).toBeLessThanOrEqual(1);
      expect(String(value), `seed ${seed}, value ${index}`).toMatch(/^-?\d(\.\d{1,3})?$/);
    }
    for (let pair = 0; pair < pcm.length; pair += 2) {
      expect(pcm[pair]!, `seed ${seed}, pair ${pair / 2}`).toBeLessThanOrEqual(pcm[pair + 1]!);
    }
  });

  it('shows a stereo tone as the mix of its channels', () => {
    const left = new Float32Array(RATE).fill(0.5);
    const right = new Float32Array(RATE).fill(-0.1);
    const pcm = Array.from(pcmValues([left, right], RATE));
    expect(new Set(pcm)).toEqual(new Set([0.2]));
  });

  it('draws silence as zeros, never −0', () => {
    const pcm = Array.from(pcmValues([new Float32Array(RATE).fill(-0.0001)], RATE));
    expect(pcm.every((value) => Object.is(value, 0))).toBe(true);
    expect(JSON.stringify(pcm.slice(0, 2))).toBe('[0,0]');
  });

  it('processes a ten-minute stereo 44.1 kHz clip into four pairs a second', () => {
    const length = minutes(10);
    const left = new Float32Array(length);
    const right = new Float32Array(length);
    for (let i = 0; i < length; i++) {
      // A 440 Hz tone that swells once a minute, so every bucket has a different peak.
      const swell = 0.5 + 0.5 * Math.sin((2 * Math.PI * i) / minutes(1));
      left[i] = swell * Math.sin((2 * Math.PI * 440 * i) / RATE);
      right[i] = left[i]!;
    }
    const pcm = pcmValues([left, right], RATE);
    expect(pcm).toHaveLength(2 * 10 * 60 * 4);
    expect(Math.max(...pcm)).toBeLessThanOrEqual(1);
    expect(Math.min(...pcm)).toBeGreaterThanOrEqual(-1);
    // A quarter-minute in the swell is at its loudest; three quarters in, nearly silent.
    expect(pcm[2 * 60 + 1]).toBeGreaterThan(0.95);
    expect(pcm[2 * 180 + 1]).toBeLessThan(0.05);
    // Building 53 million samples takes seconds on a busy two-core machine; speed is the bench's.
  }, 30_000);
});
