import { describe, expect, it } from 'vitest';
import { aUser } from '../test/people';
import {
  accountItems,
  examplesAreNew,
  journalsPath,
  places,
  type AccountItem,
  type MenuUser,
} from './menu-items';

const user: MenuUser = aUser({ numberOfEntries: 3 });

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
const item = (items: AccountItem[], id: string) => items.find((entry) => entry.id === id);

describe('the main navigation', () => {
  it('leads to Today, the person’s journals, Activity, Messages, and on the sidebar Stats and Settings', () => {
    const all = places(user, 0);
    expect(labels(all)).toEqual(['Today', 'Journals', 'Activity', 'Messages', 'Stats', 'Settings']);
    expect(all.map((place) => place.to)).toEqual([
      '/home',
      '/ada',
      '/activity',
      '/messages',
      '/stats',
      '/settings',
    ]);
    expect(labels(all.filter((place) => !place.sidebarOnly))).toEqual([
      'Today',
      'Journals',
      'Activity',
      'Messages',
    ]);
  });

  it('counts unread messages on Messages only when there are some', () => {
    expect(places(user, 0).find((place) => place.id === 'messages')).not.toHaveProperty('count');
    expect(places(user, 4).find((place) => place.id === 'messages')).toMatchObject({ count: 4 });
  });

  it('marks Journals current on every page of the person’s profile and journals', () => {
    expect(places(user, 0).find((place) => place.id === 'journals')).toMatchObject({ end: false });
  });

  it('leads Journals to Finder until the person’s username is known', () => {
    expect(journalsPath(null)).toBe('/finder');
    expect(journalsPath({ ...user, ritual_user: '' })).toBe('/finder');
  });
});

describe('the account menu', () => {
  it('holds on a phone what the tabs do not, ending with the entry count and Logout', () => {
    const items = accountItems(user, false);
    expect(labels(items)).toEqual([
      'Examples',
      'Find people',
      'Stats',
      'Settings',
      'New Journal',
      'iOS App',
      '3 of 100 entries',
      'Logout',
    ]);
    expect(item(items, 'finder')).toMatchObject({ to: '/finder' });
    expect(item(items, 'plus')).toMatchObject({ to: '/plus' });
    expect(item(items, 'ios')).toMatchObject({ to: '/ios' });
    expect(item(items, 'create-journal')).toMatchObject({ to: '/create-journal' });
  });

  it('leaves Stats and Settings to the sidebar', () => {
    expect(labels(accountItems(user, true))).toEqual([
      'Examples',
      'Find people',
      'New Journal',
      'iOS App',
      '3 of 100 entries',
      'Logout',
    ]);
  });

  it('leaves the entry count out for a plus user', () => {
    expect(item(accountItems({ ...user, plus: true }, false), 'plus')).toBeUndefined();
  });

  it('marks Examples until the person has looked at them', () => {
    expect(examplesAreNew(user)).toBe(true);
    expect(item(accountItems(user, false), 'examples')).toMatchObject({ badge: 'New' });
    const seen = { ...user, clickedExamplesAt: '2026-11-01T10:00:00.000Z' };
    expect(examplesAreNew(seen)).toBe(false);
    expect(item(accountItems(seen, false), 'examples')).not.toHaveProperty('badge');
  });

  it('waits with what needs the person’s record until it is here', () => {
    expect(labels(accountItems(null, false))).toEqual([
      'Examples',
      'Find people',
      'Stats',
      'Settings',
      'New Journal',
      'iOS App',
      'Logout',
    ]);
    expect(examplesAreNew(null)).toBe(false);
  });
});
