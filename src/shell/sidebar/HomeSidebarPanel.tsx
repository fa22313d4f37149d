import type { KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { IconButton } from '../../components/IconButton';
import { useSwipeToClose } from '../../hooks/useSwipeToClose';
import { journalPath } from '../../screens/parts/journal-path';
import type { SidebarJournal } from './sidebar-journals';
import './home-sidebar.css';
import { PrivateBadge } from '../../components/PrivateBadge';

export const HOME_SIDEBAR_ID = 'home-sidebar';

export interface HomeSidebarPanelProps {
  /** undefined while this device's store is read */
  journals: SidebarJournal[] | undefined;
  onClose: () => void;
  /** a link was followed: a drawer gets out of the way, a column stays */
  onNavigate: () => void;
}

/**
 * docs/product.md §2's Home sidebar, opened by H: the person's journals at hand (the daily log's first,
 * each with today's mark) and the daily log, in a drawer over the page at every width. The places
 * themselves (Today, Stats, …) are the main navigation's, so it does not list them again.
 */
export function HomeSidebarPanel({ journals, onClose, onNavigate }: HomeSidebarPanelProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const swipeArea = useSwipeToClose(onClose);
  return (
    <>
      <div className="home-sidebar__backdrop" aria-hidden="true" onClick={onClose} />
      <aside
        id={HOME_SIDEBAR_ID}
        ref={swipeArea}
        className="home-sidebar"
        aria-labelledby="home-sidebar-journals"
        onKeyDown={onKeyDown}
      >
        <div className="home-sidebar__head">
          <h2 className="home-sidebar__title" id="home-sidebar-journals">
            Your journals
          </h2>
          <IconButton label="Close" icon={<X aria-hidden="true" />} onClick={onClose} />
        </div>
        <JournalList journals={journals} onNavigate={onNavigate} />
        <NavLink to="/daily" className="home-sidebar__daily" onClick={onNavigate}>
          Daily log
        </NavLink>
      </aside>
    </>
  );
}

function JournalList({
  journals,
  onNavigate,
}: {
  journals: SidebarJournal[] | undefined;
  onNavigate: () => void;
}) {
  if (journals === undefined) return <p className="home-sidebar__empty" aria-busy="true" />;
  if (journals.length === 0)
    return (
      <p className="home-sidebar__empty">
        No journals yet.{' '}
        <Link to="/create-journal" onClick={onNavigate}>
          Start one
        </Link>
      </p>
    );
  return (
    <ul className="home-sidebar__journals" aria-labelledby="home-sidebar-journals">
      {journals.map(({ journal, inLog, loggedToday }) => (
        <li key={journal.id} className="home-sidebar__journal">
          <NavLink to={journalPath(journal)} onClick={onNavigate}>
            {journal.title}
            {journal.private && <PrivateBadge compact />}
          </NavLink>
          {inLog && (
            <span
              className={
                loggedToday ? 'home-sidebar__mark home-sidebar__mark--done' : 'home-sidebar__mark'
              }
              title={loggedToday ? 'Logged today' : 'Not logged today'}
            >
              <span aria-hidden="true">{loggedToday ? '✓' : '○'}</span>
              <span className="home-sidebar__mark-text">
                {loggedToday ? 'Logged today' : 'Not logged today'}
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
