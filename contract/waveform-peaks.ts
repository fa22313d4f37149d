/**
 * An audio entry's waveform (`pcm`: [min0, max0, min1, max1, …] in −1…1, worker/waveform.ts)
 * merged to fewer columns: the page draws one bar per pixel from it, and the activity feed sends a
 * card's few bars instead of the whole recording's.
 */

export interface Peak {
  min: number;
  max: number;
}

const clamp = (value: number | undefined) =>
  Number.isFinite(value) ? Math.min(1, Math.max(-1, value!)) : 0;

/** At most `columns` peaks: each the extremes of the pairs that fall on it. */
export function peaksForWidth(pcm: readonly number[], columns: number): Peak[] {
  const pairs = Math.floor(pcm.length / 2);
  const count = Math.min(pairs, Math.max(0, Math.floor(columns)));
  const peaks: Peak[] = [];
  for (let column = 0; column < count; column++) {
    const from = Math.floor((column * pairs) / count);
    const to = Math.floor(((column + 1) * pairs) / count);
    let min = 1;
    let max = -1;
    for (let pair = from; pair < to; pair++) {
      const a = clamp(pcm[2 * pair]);
      const b = clamp(pcm[2 * pair + 1]);
      min = Math.min(min, a, b);
      max = Math.max(max, a, b);
    }
    peaks.push({ min, max });
  }
  return peaks;
}

/** `pcm` shrunk to at most `columns` min/max pairs, in the same flat form. */
export const pcmForWidth = (pcm: readonly number[], columns: number): number[] =>
  peaksForWidth(pcm, columns).flatMap(({ min, max }) => [min, max]);
