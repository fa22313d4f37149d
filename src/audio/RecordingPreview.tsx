import { useCallback, useRef, useState } from 'react';
import { PlayerIcon } from './PlayerIcon';
import { clock, fractionAt, positionSlider, seekByKey } from './position-slider';
import { Waveform } from './Waveform';
import './entry-audio.css';

/** The waveform's drawing units; CSS stretches it across the composer. */
const DRAWN_WIDTH = 560;
const DRAWN_HEIGHT = 48;

/**
 * A recording (or audio file) not yet saved, played in the app's own player: Play/Pause, the
 * waveform as the position with the played part lit, tap or arrow keys to move, its length. It
 * plays on an element of its own, not the app's player: it is not an entry yet, and the entry
 * playing in the bar keeps its place.
 */
export function RecordingPreview({ file, pcm }: { file: Blob; pcm?: readonly number[] }) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState<number>();
  // The file's address lives as long as the element playing it (React 19 ref cleanup).
  const holdFile = useCallback(
    (element: HTMLAudioElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(file);
      element.src = url;
      audioRef.current = element;
      return () => {
        audioRef.current = null;
        element.pause();
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );

  const goTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio || duration === undefined) return;
    audio.currentTime = Math.min(duration, Math.max(0, seconds));
    setCurrent(audio.currentTime);
  };
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };

  return (
    <div className="entry-audio recording-preview">
      <audio
        ref={holdFile}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onDurationChange={(event) => {
          const seconds = event.currentTarget.duration;
          // A recording's length is known only once it has been read through (Chromium answers
          // Infinity for a fresh MediaRecorder file until then).
          setDuration(Number.isFinite(seconds) ? seconds : undefined);
        }}
      />
      <button
        type="button"
        className="entry-audio__play"
        aria-label={playing ? 'Pause recording' : 'Play recording'}
        onClick={toggle}
      >
        <PlayerIcon name={playing ? 'pause' : 'play'} />
      </button>
      <div
        {...positionSlider(current, duration)}
        onPointerDown={(event) => {
          const fraction = fractionAt(event);
          if (event.button === 0 && fraction !== undefined && duration !== undefined)
            goTo(fraction * duration);
        }}
        onKeyDown={(event) => {
          if (duration === undefined) return;
          const to = seekByKey(event.key, current, duration);
          if (to === undefined) return;
          event.preventDefault();
          goTo(to);
        }}
      >
        <Waveform
          pcm={pcm ?? []}
          width={DRAWN_WIDTH}
          height={DRAWN_HEIGHT}
          currentTime={current}
          duration={duration}
          label={null}
          stretch
        />
      </div>
      <span className="entry-audio__time" aria-hidden="true">
        {duration === undefined ? clock(current) : `${clock(current)} / ${clock(duration)}`}
      </span>
    </div>
  );
}
