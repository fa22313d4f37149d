import { useContext } from 'react';
import { PlayerContext, type Player } from './player-context';

export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer needs a PlayerProvider above it.');
  return player;
}
