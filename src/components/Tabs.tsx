import { NavLink } from 'react-router-dom';
import './tabs.css';

export interface Tab {
  to: string;
  label: string;
  /** a count beside the label, e.g. unread messages */
  count?: number;
  /** match the path exactly (a profile's first tab) */
  end?: boolean;
}

/**
 * Tabs that are places (a profile's Journals, Archive, Stream): links, so each has its address and
 * the back button works; the current one is marked for screen readers with aria-current.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end ?? false} className="tabs__tab">
          {tab.label}
          {tab.count !== undefined && tab.count > 0 && (
            <span className="tabs__count">{tab.count}</span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
