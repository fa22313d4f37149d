/**
 * Waveform peaks for an audio entry's `pcm`: for each of `buckets` equal slices of the samples,
 * the lowest and the highest value, as [min0, max0, min1, max1, …] like BBC audiowaveform.
 * Values are clamped to −1…1. With fewer samples than buckets a sample spans several buckets, so
 * short clips still draw a full-width waveform; silence (no samples) is all zeros.
 */
export function peaks(samples: Float32Array, buckets: number): Float32Array {
  if (!Number.isInteger(buckets) || buckets < 0) {
    throw new RangeError(`buckets must be a whole number of at least 0, not ${buckets}`);
  }
  const result = new Float32Array(buckets * 2);
  const count = samples.length;
  if (count === 0) return result;

  for (let bucket = 0; bucket < buckets; bucket++) {
    const start = Math.floor((bucket * count) / buckets);
    const end = Math.max(start + 1, Math.floor(((bucket + 1) * count) / buckets));
    let min = Infinity;
    let max = -Infinity;
    for (let i = start; i < end; i++) {
      const sample = samples[i]!;
      if (sample < min) min = sample;
      if (sample > max) max = sample;
    }
    result[bucket * 2] = clamp(min);
    result[bucket * 2 + 1] = clamp(max);
  }
  return result;
}

const clamp = (value: number) => Math.min(1, Math.max(-1, value));
