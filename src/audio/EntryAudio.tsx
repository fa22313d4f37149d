import { useContext, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Entry } from '../../contract/entries';
import { audioRowClass } from './has-cover';
import { AudioCover } from './AudioCover';
import { PlayerIcon } from './PlayerIcon';
import { PlayerContext, type Player } from './player-context';
import { clock, fractionAt, positionSlider, seekByKey } from './position-slider';
import { playToggle } from './play-toggle';
import { useAudioDuration } from './useAudioDuration';
import { Waveform } from './Waveform';
import './entry-audio.css';

/** The waveform's drawing units; CSS stretches it across the card. */
const DRAWN_WIDTH = 600;
const DRAWN_HEIGHT = 56;

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
    const fraction = fractionAt(event);
    if (fraction !== undefined) playFrom(fraction);
  }

  function key(event: KeyboardEvent<HTMLDivElement>) {
    if (!duration) return;
    const to = seekByKey(event.key, current, duration);
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
        {...positionSlider(current, duration)}
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
