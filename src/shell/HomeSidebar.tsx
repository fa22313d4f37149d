import { lazy, Suspense, useEffect } from 'react';
import { warmUp } from '../app/warm-up';
import { useShell } from './useShell';

// The panel loads when it is first opened (H).
const loadPanel = () => import('./sidebar/OpenHomeSidebar');
const OpenHomeSidebar = lazy(() => loadPanel().then((m) => ({ default: m.OpenHomeSidebar })));

/** docs/product.md §2's Home sidebar (your journals), toggled by H (useShortcuts). */
export function HomeSidebar() {
  const shell = useShell();
  useEffect(() => warmUp(loadPanel), []);
  if (!shell.sidebarOpen) return null;
  return (
    <Suspense fallback={null}>
      <OpenHomeSidebar onClose={() => shell.setOpen('sidebar', false)} />
    </Suspense>
  );
}
