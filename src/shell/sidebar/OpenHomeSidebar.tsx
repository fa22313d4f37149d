import { useAuth } from '../../app/useAuth';
import { useDailyLog } from '../../hooks/data/useDailyLog';
import { useJournals } from '../../hooks/data/useJournals';
import { useMinuteClock } from '../../screens/parts/useMinuteClock';
import { HomeSidebarPanel } from './HomeSidebarPanel';
import { sidebarJournals } from './sidebar-journals';

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
      // A drawer over the page gets out of the way of the page a link opened.
      onNavigate={onClose}
    />
  );
}
