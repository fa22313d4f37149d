/** What the menu lists (docs/product.md §2 Shell, §6), decided apart from how it is drawn. */
export type MenuItem =
  | { kind: 'link'; label: string; to: string; badge?: string; id: MenuItemId }
  | { kind: 'logout'; label: 'Logout'; id: 'logout' };

type MenuItemId =
  | 'examples'
  | 'ios'
  | 'home'
  | 'stats'
  | 'activity'
  | 'profile'
  | 'messages'
  | 'settings'
  | 'plus'
  | 'login'
  | 'join';

/** The parts of the signed-in user's record the menu reads. */
export interface MenuUser {
  ritual_user: string;
  plus: boolean;
  numberOfEntries: number;
  freeEntryLimit: number;
  clickedExamplesAt: string | null;
}

export interface MenuInput {
  authenticated: boolean;
  /** null while the record has not reached this device: the items that need it wait */
  user: MenuUser | null;
  /** unread chat messages over every conversation */
  unread: number;
}

const VISITOR_ITEMS: MenuItem[] = [
  { kind: 'link', id: 'home', label: 'Home', to: '/' },
  { kind: 'link', id: 'activity', label: 'Activity', to: '/activity' },
  { kind: 'link', id: 'login', label: 'Login', to: '/login' },
  { kind: 'link', id: 'join', label: 'Join', to: '/join' },
];

export function menuItems({ authenticated, user, unread }: MenuInput): MenuItem[] {
  if (!authenticated) return VISITOR_ITEMS;
  const items: MenuItem[] = [
    {
      kind: 'link',
      id: 'examples',
      label: 'Examples',
      to: '/examples',
      ...(user && user.clickedExamplesAt === null ? { badge: 'New' } : {}),
    },
    { kind: 'link', id: 'ios', label: 'iOS App', to: '/ios' },
    { kind: 'link', id: 'home', label: 'Home', to: '/home' },
    { kind: 'link', id: 'stats', label: 'Stats', to: '/stats' },
    { kind: 'link', id: 'activity', label: 'Activity', to: '/activity' },
  ];
  if (user) {
    items.push({ kind: 'link', id: 'profile', label: 'Profile', to: `/${user.ritual_user}` });
  }
  items.push(
    {
      kind: 'link',
      id: 'messages',
      label: 'Messages',
      to: '/messages',
      ...(unread > 0 ? { badge: String(unread) } : {}),
    },
    { kind: 'link', id: 'settings', label: 'Settings', to: '/settings' },
    { kind: 'logout', id: 'logout', label: 'Logout' },
  );
  if (user && !user.plus) {
    items.push({
      kind: 'link',
      id: 'plus',
      label: `${user.numberOfEntries} of ${user.freeEntryLimit} entries`,
      to: '/plus',
    });
  }
  return items;
}
