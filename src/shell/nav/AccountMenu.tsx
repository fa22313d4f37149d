import {
  BookPlus,
  ChartColumn,
  Gem,
  LogOut,
  Settings,
  Smartphone,
  Sparkles,
  UserSearch,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLogout } from '../../app/useLogout';
import { Menu, type MenuItem } from '../../components/Menu';
import { accountItems, type AccountItemId } from '../menu-items';
import { useMarkExamplesSeen } from '../useMarkExamplesSeen';
import { accountButton, type AccountButtonProps } from './AccountButton';

const ICONS: Record<AccountItemId, ReactNode> = {
  examples: <Sparkles aria-hidden="true" />,
  finder: <UserSearch aria-hidden="true" />,
  stats: <ChartColumn aria-hidden="true" />,
  settings: <Settings aria-hidden="true" />,
  'create-journal': <BookPlus aria-hidden="true" />,
  ios: <Smartphone aria-hidden="true" />,
  plus: <Gem aria-hidden="true" />,
};

/**
 * The account menu (docs/product.md §2's menu items that are not places of the navigation), on
 * the person's avatar. Its own chunk: the menu's code loads for signed-in people only, never with
 * the landing page.
 */
export function AccountMenu(props: AccountButtonProps) {
  const logout = useLogout();
  const markExamplesSeen = useMarkExamplesSeen();
  // docs/product.md §2: the menu closes on a route change; a new route is a new menu.
  const { key } = useLocation();
  const sidebar = props.variant === 'row';
  const items = accountItems(props.user, sidebar).flatMap((item): (MenuItem | 'separator')[] => {
    if (item.kind === 'logout') {
      const onSelect = () => void logout();
      return ['separator', { label: item.label, icon: <LogOut aria-hidden="true" />, onSelect }];
    }
    const link: MenuItem = { label: item.label, icon: ICONS[item.id], to: item.to };
    if (item.badge) link.badge = item.badge;
    // Opening Examples takes their badge away (docs/product.md §2).
    if (item.id === 'examples' && item.badge) link.onSelect = markExamplesSeen;
    return [link];
  });
  return (
    <Menu
      key={key}
      label="Account"
      items={items}
      trigger={accountButton(props)}
      align={sidebar ? 'start' : 'end'}
    />
  );
}
