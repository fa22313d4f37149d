import { describe, expect, it } from 'vitest';
import { aUser } from '../test/people';
import { menuItems, type MenuItem, type MenuUser } from './menu-items';

const user: MenuUser = aUser({ numberOfEntries: 3 });

const labels = (items: MenuItem[]) => items.map((item) => item.label);
const item = (items: MenuItem[], id: string) => items.find((entry) => entry.id === id);

describe('the menu', () => {
  it('offers a visitor Home, Activity, Login and Join', () => {
    const items = menuItems({ authenticated: false, user: null, unread: 0 });
    expect(labels(items)).toEqual(['Home', 'Activity', 'Login', 'Join']);
    expect(item(items, 'home')).toMatchObject({ to: '/' });
  });

  it('offers a signed-in free user everything, ending with their entry count', () => {
    const items = menuItems({ authenticated: true, user, unread: 0 });
    expect(labels(items)).toEqual([
      'Examples',
      'iOS App',
      'Home',
      'Stats',
      'Activity',
      'Profile',
      'Messages',
      'Settings',
      'Logout',
      '3 of 100 entries',
    ]);
    expect(item(items, 'profile')).toMatchObject({ to: '/ada' });
    expect(item(items, 'plus')).toMatchObject({ to: '/plus' });
    expect(item(items, 'ios')).toMatchObject({ to: '/ios' });
    expect(item(items, 'home')).toMatchObject({ to: '/home' });
    expect(item(items, 'settings')).toMatchObject({ to: '/settings' });
  });

  it('leaves the entry count out for a plus user', () => {
    const items = menuItems({ authenticated: true, user: { ...user, plus: true }, unread: 0 });
    expect(item(items, 'plus')).toBeUndefined();
  });

  it('marks Examples until the user has looked at them', () => {
    expect(item(menuItems({ authenticated: true, user, unread: 0 }), 'examples')).toMatchObject({
      badge: 'New',
    });
    const seen = { ...user, clickedExamplesAt: '2026-11-01T10:00:00.000Z' };
    expect(
      item(menuItems({ authenticated: true, user: seen, unread: 0 }), 'examples'),
    ).not.toHaveProperty('badge');
  });

  it('shows unread messages only when there are some', () => {
    expect(
      item(menuItems({ authenticated: true, user, unread: 0 }), 'messages'),
    ).not.toHaveProperty('badge');
    expect(item(menuItems({ authenticated: true, user, unread: 4 }), 'messages')).toMatchObject({
      badge: '4',
    });
  });

  it('waits with what needs the user record until it is here', () => {
    const items = menuItems({ authenticated: true, user: null, unread: 0 });
    expect(labels(items)).toEqual([
      'Examples',
      'iOS App',
      'Home',
      'Stats',
      'Activity',
      'Messages',
      'Settings',
      'Logout',
    ]);
    expect(item(items, 'examples')).not.toHaveProperty('badge');
  });
});
