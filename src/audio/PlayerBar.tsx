import { lazy, Suspense, useEffect } from 'react';
import { warmUp } from '../app/warm-up';
import { usePlayer } from './usePlayer';

// The bar's code loads with the first recording played: most visits play none.
// Warmed up when the page is idle, as recordings play offline.
const loadView = () => import('./PlayerBarView');
const PlayerBarView = lazy(() => loadView().then((m) => ({ default: m.PlayerBarView })));

/** docs/product.md §4's audio player bar: fixed at the bottom of every screen while an entry is loaded. */
export function PlayerBar() {
  const player = usePlayer();
  useEffect(() => warmUp(loadView), []);
  if (!player.entry) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBarView player={player} />
    </Suspense>
  );
}
