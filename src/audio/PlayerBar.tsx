import { lazy, Suspense } from 'react';
import { usePlayer } from './usePlayer';

// The bar's code loads with the first recording played: most visits play none.
const PlayerBarView = lazy(() =>
  import('./PlayerBarView').then((m) => ({ default: m.PlayerBarView })),
);

/** docs/product.md §4's audio player bar: fixed at the bottom of every screen while an entry is loaded. */
export function PlayerBar() {
  const player = usePlayer();
  if (!player.entry) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBarView player={player} />
    </Suspense>
  );
}
