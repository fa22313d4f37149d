import { useAuth } from '../../app/useAuth';
import { useDailyLog } from '../../hooks/data/useDailyLog';
import { useJournals } from '../../hooks/data/useJournals';
import { useMinuteClock } from '../../screens/parts/useMinuteClock';
import { HomeSidebarPanel } from './HomeSidebarPanel';
import { sidebarJournals } from './sidebar-journals';

/** Where the sidebar stops covering the page and becomes a column beside it (docs/product.md §9). */
const COLUMN_QUERY = '(min-width: 1024px)';

/** The open sidebar with the user's journals; mounted only while open, so closed it reads none. */
export function OpenHomeSidebar({ onClose }: { onClose: () => void }) {
  const { userId } = useAuth();
  const own = useJournals(userId ?? '');
  const log = useDailyLog(useMinuteClock());
  const journals = own && log ? sidebarJournals(log, own) : undefined;
  return (
    <HomeSidebarPanel
      journals={journals}
      onClose={onClose}
      onNavigate={() => {
        if (!window.matchMedia(COLUMN_QUERY).matches) onClose();
      }}
    />
  );
}
