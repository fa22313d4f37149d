import { formatElapsed } from '../recording/elapsed';
import { AudioCover } from './AudioCover';
import type { Player } from './player-context';
import { PlayerIcon } from './PlayerIcon';
import { playToggle } from './play-toggle';
import './player-bar.css';

const clock = (seconds: number) => formatElapsed(seconds * 1000);

/**
 * The bar's content for a player with an entry loaded; nothing otherwise. A recording with a cover
 * shows it first, small, beside the title that names it.
 */
export function PlayerBarView({ player }: { player: Player }) {
  const { state, entry, duration } = player;
  if (!entry) return null;
  const toggle = playToggle(state, entry.id);
  const title = entry.notes.trim() || player.journalTitle || 'Audio entry';
  const length = duration ?? 0;
  return (
    <>
      {/* Room at the end of the page, so the fixed bar never covers its last lines. */}
      <div className="player-bar__room" />
      <section className="player-bar" aria-label="Audio player">
        <div className="player-bar__inner">
          <AudioCover entry={entry} className="player-bar__cover" />
          <button
            type="button"
            className="player-bar__button player-bar__button--main"
            aria-label={toggle.name}
            onClick={() => (toggle.action === 'pause' ? player.pause() : player.play(entry))}
          >
            <PlayerIcon name={toggle.icon} />
          </button>
          <div className="player-bar__track">
            <p className="player-bar__title" title={title}>
              {title}
            </p>
            <div className="player-bar__progress">
              {player.unavailable ? (
                <p className="player-bar__note" role="status">
                  This recording can’t be played on this device yet.
                </p>
              ) : (
                <input
                  type="range"
                  className="player-bar__position"
                  aria-label="Position"
                  min={0}
                  max={length}
                  step="any"
                  value={Math.min(state.currentTime, length)}
                  disabled={duration === undefined}
                  onChange={(event) => player.seek(Number(event.currentTarget.value))}
                />
              )}
              <p className="player-bar__time">
                {clock(state.currentTime)} / {duration === undefined ? '-:--' : clock(duration)}
                {state.ended && <span className="player-bar__ended"> · Ended</span>}
              </p>
            </div>
          </div>
          <button
            type="button"
            className="player-bar__button"
            aria-label={state.muted ? 'Unmute' : 'Mute'}
            onClick={player.toggleMute}
          >
            <PlayerIcon name={state.muted ? 'silent' : 'sound'} />
          </button>
          <button
            type="button"
            className="player-bar__button"
            aria-label="Next"
            onClick={player.next}
          >
            <PlayerIcon name="next" />
          </button>
          <button
            type="button"
            className="player-bar__button"
            aria-label="Close"
            onClick={player.stop}
          >
            <PlayerIcon name="close" />
          </button>
        </div>
      </section>
    </>
  );
}
