/**
 * An audio entry's `pcm` ([min0, max0, min1, max1, …] in −1…1, worker/waveform.ts) as an SVG path:
 * one filled bar per min/max pair, centred on the middle line. With more pairs than pixels the
 * pairs are merged (lowest min, highest max) so no peak is lost, one bar per pixel.
 */

import { peaksForWidth } from '../../contract/waveform-peaks';

/** Silence still shows as a line this many px thick. */
const MIN_BAR_HEIGHT = 1;

const round = (value: number) => Math.round(value * 100) / 100;

/** A closed rectangle from (x0, top) to (x1, bottom). */
const bar = (x0: number, x1: number, top: number, bottom: number) =>
  `M${round(x0)} ${round(top)}H${round(x1)}V${round(bottom)}H${round(x0)}Z`;

/** The path's `d` for a drawing `width` × `height`; a flat line across the middle without pcm. */
export function waveformPath(
  pcm: readonly number[] | null | undefined,
  width: number,
  height: number,
): string {
  const middle = height / 2;
  const peaks = peaksForWidth(pcm ?? [], width);
  if (peaks.length === 0)
    return bar(0, width, middle - MIN_BAR_HEIGHT / 2, middle + MIN_BAR_HEIGHT / 2);
  const barWidth = width / peaks.length;
  return peaks
    .map(({ min, max }, i) => {
      let top = middle - max * middle;
      let bottom = middle - min * middle;
      if (bottom - top < MIN_BAR_HEIGHT) {
        const centre = (top + bottom) / 2;
        top = centre - MIN_BAR_HEIGHT / 2;
        bottom = centre + MIN_BAR_HEIGHT / 2;
      }
      return bar(i * barWidth, (i + 1) * barWidth, top, bottom);
    })
    .join('');
}

/** How much of the entry has played, 0…1; 0 while the duration is unknown. */
export function playedFraction(currentTime: number, duration: number | undefined): number {
  if (!duration || !Number.isFinite(duration) || duration <= 0) return 0;
  if (!Number.isFinite(currentTime)) return 0;
  return Math.min(1, Math.max(0, currentTime / duration));
}
