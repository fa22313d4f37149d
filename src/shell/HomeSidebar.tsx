import { OpenHomeSidebar } from './sidebar/OpenHomeSidebar';
import { useShell } from './useShell';

/** docs/product.md §2's Home sidebar (your journals), toggled by H (useShortcuts). */
export function HomeSidebar() {
  const shell = useShell();
  if (!shell.sidebarOpen) return null;
  return <OpenHomeSidebar onClose={() => shell.setOpen('sidebar', false)} />;
}
