import { useId } from 'react';
import { playedFraction, waveformPath } from './waveform-path';

export interface WaveformProps {
  /** the entry's min/max pairs; missing or empty draws a flat line */
  pcm?: readonly number[] | null;
  width: number;
  height: number;
  /** seconds played and the entry's length, to colour the played part */
  currentTime?: number;
  duration?: number;
  /**
   * its accessible name, 'Waveform' unless said; null where the drawing is part of a control that
   * names itself (the entry's position slider)
   */
  label?: string | null;
  /** drawn to fill its box (CSS sets the size): `width` and `height` are then drawing units */
  stretch?: boolean;
}

/**
 * An audio entry's waveform. The same shape is drawn twice: whole in the class waveform-rest,
 * and in waveform-played clipped to the played fraction, so the theme picks both colours.
 */
export function Waveform({
  pcm,
  width,
  height,
  currentTime = 0,
  duration,
  label = 'Waveform',
  stretch = false,
}: WaveformProps) {
  // useId's colons and guillemets are not safe inside url(#…), so keep letters and digits only.
  const clipId = `waveform-played-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const d = waveformPath(pcm, width, height);
  const played = playedFraction(currentTime, duration) * width;
  return (
    <svg
      className={stretch ? 'waveform waveform--stretch' : 'waveform'}
      {...(label === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      {...(stretch ? { preserveAspectRatio: 'none' } : { width, height })}
      viewBox={`0 0 ${width} ${height}`}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={played} height={height} />
        </clipPath>
      </defs>
      <path className="waveform-rest" d={d} />
      <path className="waveform-played" d={d} clipPath={`url(#${clipId})`} />
    </svg>
  );
}
