import { lazy, Suspense } from 'react';
import { useShell } from './useShell';

// Search's dialog, its index and results load when it is first opened (Ctrl+/ or the icon).
const SearchDialog = lazy(() =>
  import('./search/SearchDialog').then((m) => ({ default: m.SearchDialog })),
);

/** docs/product.md §2's search overlay: Cmd/Ctrl+/ opens it (useShortcuts); Escape or Close closes it. */
export function SearchOverlay() {
  const shell = useShell();
  if (!shell.searchOpen) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog onClose={() => shell.setOpen('search', false)} />
    </Suspense>
  );
}
