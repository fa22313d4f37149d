import { HOME_SIDEBAR_ID } from './sidebar/HomeSidebarPanel';
import { useShell } from './useShell';

/** docs/product.md §9: the Home sidebar's button for the top bar, 'Show Home' or 'Hide Home' as H does. */
export function HomeSidebarToggle() {
  const { sidebarOpen, toggle } = useShell();
  return (
    <button
      type="button"
      className="home-sidebar-toggle"
      aria-expanded={sidebarOpen}
      aria-controls={sidebarOpen ? HOME_SIDEBAR_ID : undefined}
      title="Shortcut: H"
      onClick={() => toggle('sidebar')}
    >
      {sidebarOpen ? 'Hide Home' : 'Show Home'}
    </button>
  );
}
