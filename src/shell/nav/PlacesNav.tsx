import { Activity, BookOpen, ChartColumn, MessageCircle, Plus, Settings, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { places, type MenuUser, type Place, type PlaceId } from '../menu-items';
import { NewEntryLink } from './NewEntryLink';

const ICONS: Record<PlaceId, ReactNode> = {
  today: <Sun aria-hidden="true" />,
  journals: <BookOpen aria-hidden="true" />,
  activity: <Activity aria-hidden="true" />,
  messages: <MessageCircle aria-hidden="true" />,
  stats: <ChartColumn aria-hidden="true" />,
  settings: <Settings aria-hidden="true" />,
};

/**
 * The main navigation: Today, Journals, New, Activity, Messages (with the unread count), and on
 * the sidebar Stats and Settings. Each is a link marked aria-current on its own pages; icons
 * always come with a short label.
 */
export function PlacesNav({ user, unread }: { user: MenuUser | null; unread: number }) {
  const [today, journals, ...rest] = places(user, unread);
  return (
    <nav className="places" aria-label="Main">
      <ul className="places__list">
        {today && <PlaceItem place={today} />}
        {journals && <PlaceItem place={journals} />}
        <li className="places__item places__item--new">
          <NewEntryLink className="places__link places__link--new">
            <span className="places__icon">
              <Plus aria-hidden="true" />
            </span>
            <span className="places__label">New</span>
          </NewEntryLink>
        </li>
        {rest.map((place) => (
          <PlaceItem key={place.id} place={place} />
        ))}
      </ul>
    </nav>
  );
}

function PlaceItem({ place }: { place: Place }) {
  return (
    <li className={place.sidebarOnly ? 'places__item places__item--side' : 'places__item'}>
      <NavLink to={place.to} end={place.end} className="places__link">
        <span className="places__icon">
          {ICONS[place.id]}
          {place.count !== undefined && (
            <span className="places__badge" aria-hidden="true">
              {place.count > 99 ? '99+' : place.count}
            </span>
          )}
        </span>
        <span className="places__label">{place.label}</span>
        {place.count !== undefined && (
          <span className="visually-hidden">, {place.count} unread</span>
        )}
      </NavLink>
    </li>
  );
}
