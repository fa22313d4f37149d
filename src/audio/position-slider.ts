import type { PointerEvent } from 'react';
import { formatElapsed } from '../recording/elapsed';

/** How far an arrow key moves the position. */
export const STEP_SECONDS = 5;

/** A length or position as the players show it: 0:04, 12:30. */
export const clock = (seconds: number) => formatElapsed(seconds * 1000);

/**
 * Where a key pressed on a recording's position slider moves it, in seconds (arrows by five
 * seconds, Home and End to either end); undefined for a key the slider leaves alone.
 */
export function seekByKey(key: string, current: number, duration: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: current + STEP_SECONDS,
    ArrowUp: current + STEP_SECONDS,
    ArrowLeft: current - STEP_SECONDS,
    ArrowDown: current - STEP_SECONDS,
    Home: 0,
    End: duration,
  };
  return moves[key];
}

/** How far along the slider (0…1) a pointer went down; undefined for a box with no width. */
export function fractionAt(event: PointerEvent<HTMLElement>): number | undefined {
  const box = event.currentTarget.getBoundingClientRect();
  return box.width > 0 ? (event.clientX - box.left) / box.width : undefined;
}

/** The slider's words for a screen reader: "0:03 of 0:12". */
const positionText = (current: number, duration: number | undefined) =>
  duration === undefined ? clock(current) : `${clock(current)} of ${clock(duration)}`;

/** The waveform as a slider of the position, for the players (entry-audio.css's wave). */
export const positionSlider = (current: number, duration: number | undefined) => ({
  className: 'entry-audio__wave',
  role: 'slider',
  tabIndex: 0,
  'aria-label': 'Position in the recording',
  'aria-valuemin': 0,
  'aria-valuemax': Math.round(duration ?? 0),
  'aria-valuenow': Math.round(current),
  'aria-valuetext': positionText(current, duration),
});
