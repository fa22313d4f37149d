import { PlayerBarView } from './PlayerBarView';
import { usePlayer } from './usePlayer';

/** docs/product.md §4's audio player bar: fixed at the bottom of every screen while an entry is loaded. */
export function PlayerBar() {
  return <PlayerBarView player={usePlayer()} />;
}
