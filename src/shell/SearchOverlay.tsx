import { lazy, Suspense, useEffect } from 'react';
import { warmUp } from '../app/warm-up';
import { useShell } from './useShell';
import { forgetAskedSearch } from './search/search-request';

// Search's dialog, its index and results load when it is first opened (Ctrl+/ or the icon).
const loadDialog = () => import('./search/SearchDialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** docs/product.md §2's search overlay: Cmd/Ctrl+/ opens it (useShortcuts); Escape or Close closes it. */
export function SearchOverlay() {
  const shell = useShell();
  // Search works offline on this device's journals: its code must be here before it is.
  useEffect(() => warmUp(loadDialog), []);
  // However it closed (Escape, the shortcut, a result chosen), the next opening starts empty.
  useEffect(() => {
    if (!shell.searchOpen) forgetAskedSearch();
  }, [shell.searchOpen]);
  if (!shell.searchOpen) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog onClose={() => shell.setOpen('search', false)} />
    </Suspense>
  );
}
