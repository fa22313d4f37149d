import type { PlayerIconName } from './PlayerIcon';
import type { PlayerState } from './player-state';

export interface PlayToggle {
  /** the button's accessible name */
  name: 'Play' | 'Pause' | 'Play again';
  icon: PlayerIconName;
  /** play (or carry on with) the entry, or pause it */
  action: 'play' | 'pause';
}

/** What an entry's play button offers: Pause while it plays, Play again once it has ended. */
export function playToggle(state: PlayerState, entryId: string): PlayToggle {
  const loaded = state.entry === entryId;
  if (loaded && !state.paused) return { name: 'Pause', icon: 'pause', action: 'pause' };
  if (loaded && state.ended) return { name: 'Play again', icon: 'replay', action: 'play' };
  return { name: 'Play', icon: 'play', action: 'play' };
}
