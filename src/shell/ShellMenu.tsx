import { Link } from 'react-router-dom';
import { useLogout } from '../app/useLogout';
import { useChats } from '../hooks/data/useChats';
import { menuItems, type MenuUser } from './menu-items';
import { useMarkExamplesSeen } from './useMarkExamplesSeen';
import { useMenu } from './useMenu';

/** docs/product.md §2: the menu, a button opening the list of places for a visitor or a signed-in user. */
export function ShellMenu({
  authenticated,
  user,
}: {
  authenticated: boolean;
  user: MenuUser | null;
}) {
  const menu = useMenu(authenticated);
  const logout = useLogout();
  const markExamplesSeen = useMarkExamplesSeen();
  const chats = useChats();
  const unread = (chats ?? []).reduce((sum, chat) => sum + chat.unreadMessages, 0);
  const items = menuItems({ authenticated, user, unread });

  return (
    <div className="shell-menu">
      <button
        type="button"
        className="shell-menu__toggle"
        aria-expanded={menu.open}
        aria-controls="shell-menu"
        onClick={menu.toggle}
      >
        Menu
      </button>
      {menu.open && (
        <nav id="shell-menu" className="shell-menu__list" aria-label="Menu">
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                {item.kind === 'logout' ? (
                  <button type="button" onClick={() => void logout()}>
                    {item.label}
                  </button>
                ) : (
                  <Link
                    to={item.to}
                    onClick={() => {
                      if (item.id === 'examples' && item.badge) markExamplesSeen();
                      menu.close();
                    }}
                  >
                    {item.label}
                    {item.badge && <span className="shell-badge">{item.badge}</span>}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
