import { lazy, Suspense } from 'react';
import { useShell } from './useShell';

// The panel loads when it is first opened (H).
const OpenHomeSidebar = lazy(() =>
  import('./sidebar/OpenHomeSidebar').then((m) => ({ default: m.OpenHomeSidebar })),
);

/** docs/product.md §2's Home sidebar (your journals), toggled by H (useShortcuts). */
export function HomeSidebar() {
  const shell = useShell();
  if (!shell.sidebarOpen) return null;
  return (
    <Suspense fallback={null}>
      <OpenHomeSidebar onClose={() => shell.setOpen('sidebar', false)} />
    </Suspense>
  );
}
