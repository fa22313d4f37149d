import { lazy, Suspense, useEffect } from 'react';
import { warmUp } from '../app/warm-up';
import { useShell } from './useShell';

// Search's dialog, its index and results load when it is first opened (Ctrl+/ or the icon).
const loadDialog = () => import('./search/SearchDialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** docs/product.md §2's search overlay: Cmd/Ctrl+/ opens it (useShortcuts); Escape or Close closes it. */
export function SearchOverlay() {
  const shell = useShell();
  // Search works offline on this device's journals: its code must be here before it is.
  useEffect(() => warmUp(loadDialog), []);
  if (!shell.searchOpen) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog onClose={() => shell.setOpen('search', false)} />
    </Suspense>
  );
}
