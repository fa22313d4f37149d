import { mixedPeaks } from './peaks';

/** About four min/max pairs a second: enough detail to see phrases and pauses while scrubbing. */
export const BUCKETS_PER_SECOND = 4;
/** Short clips still get this many pairs so the drawing fills a wide screen, not a few blocks. */
export const MIN_BUCKETS = 1024;
/**
 * Half of MAX_PCM_VALUES (contract/entries.ts): the server refuses a longer `pcm`, so longer clips
 * get coarser buckets. Written out rather than imported because that module brings zod, which
 * would triple the worker's download; waveform.test.ts fails if the two drift apart.
 */
export const MAX_BUCKETS = 16_384;
/** Three decimals is finer than any pixel of a drawn waveform and keeps the JSON small. */
const DECIMALS = 1000;

/** How many min/max pairs a clip of `sampleCount` samples at `sampleRate` Hz is drawn with. */
export function bucketCount(sampleCount: number, sampleRate: number): number {
  if (!(sampleRate > 0) || !Number.isFinite(sampleRate)) {
    throw new RangeError(`sampleRate must be a positive number, not ${sampleRate}`);
  }
  const seconds = sampleCount / sampleRate;
  const wanted = Math.round(seconds * BUCKETS_PER_SECOND);
  return Math.min(MAX_BUCKETS, Math.max(MIN_BUCKETS, wanted));
}

/**
 * An audio entry's `pcm`: [min0, max0, min1, max1, …] in −1…1, rounded to three decimals.
 * Returned as a Float64Array so the worker can transfer it; each value is exactly the number
 * JSON will print (0.123, not 0.12300000339746475 as a Float32Array would hold).
 */
export function pcmValues(channels: readonly Float32Array[], sampleRate: number): Float64Array {
  const pairs = mixedPeaks(channels, bucketCount(channels[0]?.length ?? 0, sampleRate));
  const pcm = new Float64Array(pairs.length);
  for (let i = 0; i < pairs.length; i++) {
    // `|| 0` turns −0 into 0 so silence serialises as 0.
    pcm[i] = Math.round(pairs[i]! * DECIMALS) / DECIMALS || 0;
  }
  return pcm;
}
