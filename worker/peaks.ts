/**
 * Waveform peaks for an audio entry's `pcm`: for each of `buckets` equal slices of the samples,
 * the lowest and the highest value, as [min0, max0, min1, max1, …] like BBC audiowaveform.
 * Values are clamped to −1…1. With fewer samples than buckets a sample spans several buckets, so
 * short clips still draw a full-width waveform; silence (no samples) is all zeros.
 */
export function peaks(samples: Float32Array, buckets: number): Float32Array {
  return mixedPeaks([samples], buckets);
}

/**
 * The peaks of the channels' average (the way audiowaveform draws stereo), mixed sample by sample
 * inside the min/max loop: a ten-minute stereo clip is 212 MB of samples, and a separate mono copy
 * would add 106 MB and a second pass over it. The mix is summed in doubles, so it may differ from a
 * Float32Array mix in the last bit of a 32-bit float, far below the three decimals `pcm` keeps.
 */
export function mixedPeaks(channels: readonly Float32Array[], buckets: number): Float32Array {
  if (!Number.isInteger(buckets) || buckets < 0) {
    throw new RangeError(`buckets must be a whole number of at least 0, not ${buckets}`);
  }
  const result = new Float32Array(buckets * 2);
  const count = channels[0]?.length ?? 0;
  if (channels.some((channel) => channel.length !== count)) {
    throw new RangeError('every channel of a decoded clip must have the same number of samples');
  }
  if (count === 0) return result;
  const [first, second] = channels as [Float32Array, Float32Array | undefined];
  // The channels are summed and the bucket's min and max scaled once at the end: scaling by a
  // positive number keeps the order, and once per bucket is far cheaper than once per sample.
  const scale = 1 / channels.length;

  for (let bucket = 0; bucket < buckets; bucket++) {
    // `| 0` keeps the indices small integers: as doubles they make V8 index the arrays slowly.
    const start = Math.floor((bucket * count) / buckets) | 0;
    const end = Math.max(start + 1, Math.floor(((bucket + 1) * count) / buckets)) | 0;
    let min = Infinity;
    let max = -Infinity;
    // One loop per channel layout, written out: a per-sample callback costs more than the work.
    if (second === undefined) {
      for (let i = start; i < end; i++) {
        const sample = first[i]!;
        if (sample < min) min = sample;
        if (sample > max) max = sample;
      }
    } else if (channels.length === 2) {
      for (let i = start; i < end; i++) {
        const sum = first[i]! + second[i]!;
        if (sum < min) min = sum;
        if (sum > max) max = sum;
      }
    } else {
      for (let i = start; i < end; i++) {
        let sum = 0;
        for (const channel of channels) sum += channel[i]!;
        if (sum < min) min = sum;
        if (sum > max) max = sum;
      }
    }
    result[bucket * 2] = clamp(min * scale);
    result[bucket * 2 + 1] = clamp(max * scale);
  }
  return result;
}

const clamp = (value: number) => Math.min(1, Math.max(-1, value));
