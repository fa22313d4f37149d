import type { MouseEvent } from 'react';
import type { Entry } from '../../contract/entries';
import { PlayerIcon } from './PlayerIcon';
import { playToggle } from './play-toggle';
import { usePlayer } from './usePlayer';
import { Waveform } from './Waveform';
import './entry-audio.css';

/** An audio entry in a list: its Play/Pause button and its waveform, the played part lit. */
export function EntryAudio({ entry }: { entry: Entry }) {
  const player = usePlayer();
  const loaded = player.state.entry === entry.id;
  const toggle = playToggle(player.state, entry.id);
  const press = (event: MouseEvent) => {
    // Lists put the card inside a link to the entry; pressing play must not leave the list.
    event.preventDefault();
    event.stopPropagation();
    if (toggle.action === 'pause') player.pause();
    else player.play(entry);
  };
  return (
    <div className="entry-card__audio entry-audio">
      <button type="button" className="entry-audio__play" aria-label={toggle.name} onClick={press}>
        <PlayerIcon name={toggle.icon} />
      </button>
      <Waveform
        pcm={entry.pcm}
        width={280}
        height={48}
        currentTime={loaded ? player.state.currentTime : 0}
        duration={loaded ? player.duration : undefined}
      />
    </div>
  );
}
