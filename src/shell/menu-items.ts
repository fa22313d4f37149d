/**
 * What the shell offers (docs/product.md §2 Shell, §6), decided apart from how it is drawn: the
 * places of the main navigation (a tab bar on phones, a sidebar from 769 px) and the account menu,
 * which holds every item of the old menu that is not a place of its own. Each place has one way
 * there: Home is Today, Profile is Journals (a person's journals are on their profile).
 */

export type PlaceId = 'today' | 'journals' | 'activity' | 'messages' | 'stats' | 'settings';

export interface Place {
  id: PlaceId;
  label: string;
  to: string;
  /** current only on this exact path, not on the pages below it */
  end: boolean;
  /** in the sidebar only: on a phone's five tabs there is no room, the account menu has them */
  sidebarOnly: boolean;
  /** unread messages, shown as a badge */
  count?: number;
}

export type AccountItemId =
  'examples' | 'finder' | 'stats' | 'settings' | 'create-journal' | 'ios' | 'plus';

export type AccountItem =
  | { kind: 'link'; id: AccountItemId; label: string; to: string; badge?: 'New' }
  | { kind: 'logout'; id: 'logout'; label: 'Logout' };

/** The parts of the signed-in user's record the shell reads. */
export interface MenuUser {
  ritual_user: string;
  avatar?: string | null;
  plus: boolean;
  numberOfEntries: number;
  freeEntryLimit: number;
  clickedExamplesAt: string | null;
}

/**
 * Where a signed-in person's journals are: their profile. Until their record (or their username,
 * docs/product.md §2) is here, Finder, which links to it.
 */
export function journalsPath(user: MenuUser | null): string {
  return user?.ritual_user ? `/${user.ritual_user}` : '/finder';
}

/** The main navigation of a signed-in person, in order; New sits between Journals and Activity. */
export function places(user: MenuUser | null, unread: number): Place[] {
  return [
    { id: 'today', label: 'Today', to: '/home', end: true, sidebarOnly: false },
    { id: 'journals', label: 'Journals', to: journalsPath(user), end: false, sidebarOnly: false },
    { id: 'activity', label: 'Activity', to: '/activity', end: true, sidebarOnly: false },
    {
      id: 'messages',
      label: 'Messages',
      to: '/messages',
      end: false,
      sidebarOnly: false,
      ...(unread > 0 ? { count: unread } : {}),
    },
    { id: 'stats', label: 'Stats', to: '/stats', end: false, sidebarOnly: true },
    { id: 'settings', label: 'Settings', to: '/settings', end: true, sidebarOnly: true },
  ];
}

/** Whether Examples still carries its badge: until the person first opens them. */
export function examplesAreNew(user: MenuUser | null): boolean {
  return user !== null && user.clickedExamplesAt === null;
}

/**
 * The account menu. `sidebar`: the sidebar is showing (from 769 px), which has Stats and Settings
 * itself. Items that need the person's record wait until it is on this device.
 */
export function accountItems(user: MenuUser | null, sidebar: boolean): AccountItem[] {
  const items: AccountItem[] = [
    {
      kind: 'link',
      id: 'examples',
      label: 'Examples',
      to: '/examples',
      ...(examplesAreNew(user) ? { badge: 'New' as const } : {}),
    },
    // Finder, once the phone's bottom bar's Profile: people by name, and one's own profile.
    { kind: 'link', id: 'finder', label: 'Find people', to: '/finder' },
  ];
  if (!sidebar) {
    items.push(
      { kind: 'link', id: 'stats', label: 'Stats', to: '/stats' },
      { kind: 'link', id: 'settings', label: 'Settings', to: '/settings' },
    );
  }
  items.push(
    { kind: 'link', id: 'create-journal', label: 'New Journal', to: '/create-journal' },
    { kind: 'link', id: 'ios', label: 'iOS App', to: '/ios' },
  );
  if (user && !user.plus) {
    items.push({
      kind: 'link',
      id: 'plus',
      label: `${user.numberOfEntries} of ${user.freeEntryLimit} entries`,
      to: '/plus',
    });
  }
  items.push({ kind: 'logout', id: 'logout', label: 'Logout' });
  return items;
}

/** A visitor's way in (docs/product.md §2): Home is the logo; Activity, Login and Join beside it. */
export const VISITOR_LINKS = [
  { label: 'Activity', to: '/activity' },
  { label: 'Login', to: '/login' },
  { label: 'Join', to: '/join' },
] as const;
