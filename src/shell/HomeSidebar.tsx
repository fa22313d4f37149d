import { OpenHomeSidebar } from './sidebar/OpenHomeSidebar';
import { useShell } from './useShell';

/** docs/product.md §2's Home sidebar, toggled by H (useShortcuts) or the top bar's HomeSidebarToggle. */
export function HomeSidebar() {
  const shell = useShell();
  if (!shell.sidebarOpen) return null;
  return <OpenHomeSidebar onClose={() => shell.setOpen('sidebar', false)} />;
}
