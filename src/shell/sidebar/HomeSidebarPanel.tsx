import type { KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { journalPath } from '../../screens/parts/journal-path';
import type { SidebarJournal } from './sidebar-journals';
import './home-sidebar.css';

export const HOME_SIDEBAR_ID = 'home-sidebar';

export interface HomeSidebarPanelProps {
  /** undefined while this device's store is read */
  journals: SidebarJournal[] | undefined;
  onClose: () => void;
  /** a link was followed: a drawer gets out of the way, a column stays */
  onNavigate: () => void;
}

const PLACES = [
  { to: '/home', label: 'Home' },
  { to: '/daily', label: 'Daily' },
  { to: '/stats', label: 'Stats' },
];

/**
 * docs/product.md §2's Home sidebar: Home, Daily and Stats, and the user's journals (the daily log's first,
 * each with today's mark). A left column beside the page from 1024 px, a drawer over it below.
 */
export function HomeSidebarPanel({ journals, onClose, onNavigate }: HomeSidebarPanelProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <>
      <div className="home-sidebar__backdrop" aria-hidden="true" onClick={onClose} />
      <aside id={HOME_SIDEBAR_ID} className="home-sidebar" aria-label="Home" onKeyDown={onKeyDown}>
        <div className="home-sidebar__head">
          <h2 className="home-sidebar__title">Home</h2>
          <button type="button" className="home-sidebar__close" onClick={onClose}>
            Close
          </button>
        </div>
        <ul className="home-sidebar__places">
          {PLACES.map((place) => (
            <li key={place.to}>
              <NavLink to={place.to} className="home-sidebar__place" onClick={onNavigate}>
                {place.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <h3 className="home-sidebar__heading" id="home-sidebar-journals">
          Journals
        </h3>
        <JournalList journals={journals} onNavigate={onNavigate} />
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
