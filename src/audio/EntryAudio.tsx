import { useContext, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Entry } from '../../contract/entries';
import { formatElapsed } from '../recording/elapsed';
import { audioRowClass } from './has-cover';
import { AudioCover } from './AudioCover';
import { PlayerIcon } from './PlayerIcon';
import { PlayerContext, type Player } from './player-context';
import { playToggle } from './play-toggle';
import { useAudioDuration } from './useAudioDuration';
import { Waveform } from './Waveform';
import './entry-audio.css';

/** The waveform's drawing units; CSS stretches it across the card. */
const DRAWN_WIDTH = 600;
const DRAWN_HEIGHT = 56;
/** How far an arrow key moves the position. */
const STEP_SECONDS = 5;

const clock = (seconds: number) => formatElapsed(seconds * 1000);

/**
 * An audio entry as its own player (docs/product.md §4): Play/Pause, and the waveform across the
 * card as the position, the played part lit. Tapping the waveform plays from there; arrow keys
 * move by five seconds. Its length shows before it is played; its cover picture, when it has one,
 * leads the row. What it plays, it plays through the app's one player (the bar at the bottom keeps
 * it going from screen to screen).
 */
export function EntryAudio({ entry }: { entry: Entry }) {
  const player = useContext(PlayerContext);
  return player ? <PlayingAudio entry={entry} player={player} /> : <PlainAudio entry={entry} />;
}

/**
 * Where there is no app player (an entry embedded on another site): the waveform, and the
 * browser's own player for the file.
 */
function PlainAudio({ entry }: { entry: Entry }) {
  return (
    <div className={`${audioRowClass(entry)} entry-audio--plain`}>
      <AudioCover entry={entry} className="entry-audio__cover" />
      <div className="entry-audio__wave">
        <Waveform pcm={entry.pcm} width={DRAWN_WIDTH} height={DRAWN_HEIGHT} stretch />
      </div>
      {entry.link && <audio controls preload="metadata" src={entry.link} />}
    </div>
  );
}

function PlayingAudio({ entry, player }: { entry: Entry; player: Player }) {
  const loaded = player.state.entry === entry.id;
  const toggle = playToggle(player.state, entry.id);
  const { watch, seconds: probed } = useAudioDuration(entry);
  const duration = (loaded ? player.duration : undefined) ?? probed;
  const current = loaded ? player.state.currentTime : 0;
  // Where to go once the entry asked to play from a point has loaded and knows its length.
  const goTo = useRef<number | null>(null);

  const { seek } = player;
  const loadedLength = loaded ? player.duration : undefined;
  useEffect(() => {
    if (goTo.current === null || loadedLength === undefined) return;
    seek(goTo.current * loadedLength);
    goTo.current = null;
  }, [loadedLength, seek]);

  function press() {
    if (toggle.action === 'pause') player.pause();
    else player.play(entry);
  }

  /** Plays from `fraction` (0…1) of the way through. */
  function playFrom(fraction: number) {
    const at = Math.min(1, Math.max(0, fraction));
    if (loaded && player.duration !== undefined) {
      if (player.state.paused) player.play(entry);
      player.seek(at * player.duration);
      return;
    }
    goTo.current = at;
    player.play(entry);
  }

  function tap(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    // Lists lay a link to the entry over the card; a tap on the waveform is for the player.
    event.preventDefault();
    event.stopPropagation();
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) playFrom((event.clientX - box.left) / box.width);
  }

  function key(event: KeyboardEvent<HTMLDivElement>) {
    if (!duration) return;
    const moves: Record<string, number> = {
      ArrowRight: current + STEP_SECONDS,
      ArrowUp: current + STEP_SECONDS,
      ArrowLeft: current - STEP_SECONDS,
      ArrowDown: current - STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    playFrom(to / duration);
  }

  const length = duration === undefined ? '–:––' : clock(duration);
  return (
    <div className={audioRowClass(entry)} ref={watch}>
      <AudioCover entry={entry} className="entry-audio__cover" />
      <button
        type="button"
        className="entry-audio__play"
        aria-label={toggle.name}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          press();
        }}
      >
        <PlayerIcon name={toggle.icon} />
      </button>
      <div
        className="entry-audio__wave"
        role="slider"
        tabIndex={0}
        aria-label="Position in the recording"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration ?? 0)}
        aria-valuenow={Math.round(current)}
        aria-valuetext={duration === undefined ? clock(current) : `${clock(current)} of ${length}`}
        onPointerDown={tap}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
        onKeyDown={key}
      >
        <Waveform
          pcm={entry.pcm}
          width={DRAWN_WIDTH}
          height={DRAWN_HEIGHT}
          currentTime={current}
          duration={duration}
          label={null}
          stretch
        />
      </div>
      <span className="entry-audio__time" aria-hidden="true">
        {loaded ? `${clock(current)} / ${length}` : length}
      </span>
    </div>
  );
}
