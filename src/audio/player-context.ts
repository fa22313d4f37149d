import { createContext } from 'react';
import type { Entry } from '../../contract/entries';
import type { PlayerState } from './player-state';

/** The app's one audio player (docs/product.md §4), as every screen and the player bar see it. */
export interface Player {
  state: PlayerState;
  /** the loaded entry's record; null when nothing is loaded or it is no longer held here */
  entry: Entry | null;
  /** the title of the loaded entry's journal, when held here */
  journalTitle: string | null;
  /** the loaded entry's length in seconds; undefined until the file says */
  duration: number | undefined;
  /** neither the server nor this device has the loaded entry's file, or it would not load */
  unavailable: boolean;
  /** Plays an audio entry; Next then goes through the audio entries of its journal. */
  play: (entry: Pick<Entry, 'id'>) => void;
  pause: () => void;
  resume: () => void;
  toggleMute: () => void;
  /** The next audio entry of the loaded entry's journal, wrapping to the first. */
  next: () => void;
  /** Unloads the entry: the player bar goes away. */
  stop: () => void;
  seek: (seconds: number) => void;
}

/** Provided once by PlayerProvider in the default layout. */
export const PlayerContext = createContext<Player | null>(null);
