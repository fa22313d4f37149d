import { Plus, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ConnectionStatus } from '../ConnectionStatus';
import { examplesAreNew, type MenuUser } from '../menu-items';
import { useShell } from '../useShell';
import { accountButton, type AccountButtonProps } from './AccountButton';
import { Logo } from './Logo';
import { NewEntryLink } from './NewEntryLink';
import { PlacesNav } from './PlacesNav';
import { useUnread } from './useUnread';
import '../../components/button.css';
import './shell-nav.css';

const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/**
 * A signed-in person's shell (docs/product.md §2): the header (logo, connection status, search,
 * account) and the main navigation. Up to 768 px a one-row header and a tab bar at the bottom
 * (Today, Journals, New, Activity, Messages); from 769 px the same parts as a sidebar that also
 * holds Stats and Settings, with the account menu at its foot (icons only up to 1024 px). The
 * unread count and the Examples dot show without opening anything. CSS alone switches the
 * layouts, so nothing jumps when the window is resized.
 */
export function AppNav({
  user,
  online,
  checked = true,
}: {
  user: MenuUser | null;
  online: boolean;
  /** false while the session check has not answered (the shell is laid out from a hint) */
  checked?: boolean;
}) {
  const shell = useShell();
  const unread = useUnread();
  const account = { user, examplesNew: examplesAreNew(user) };
  return (
    <div className="shell-side">
      <header className="shell-head">
        <Logo to="/home" />
        <ConnectionStatus online={online} />
        <button
          type="button"
          className="icon-btn shell-search"
          aria-label="Search"
          aria-keyshortcuts="Control+/ Meta+/"
          onClick={() => shell.setOpen('search', true)}
        >
          <Search aria-hidden="true" />
          <span className="shell-search__label" aria-hidden="true">
            Search
          </span>
        </button>
        <NewEntryLink className="shell-new">
          <Plus aria-hidden="true" />
          New entry
        </NewEntryLink>
        <div className="shell-head__account">
          <Account {...account} variant="icon" checked={checked} />
        </div>
      </header>
      <PlacesNav user={user} unread={unread} />
      <div className="shell-side__foot">
        <Account {...account} variant="row" checked={checked} />
      </div>
    </div>
  );
}

/**
 * The account menu, once the session check has answered: before, an empty room of its size, so
 * nothing offers a signed-in person's actions (and their shortcuts) before they are known.
 */
function Account({ checked, ...props }: AccountButtonProps & { checked: boolean }) {
  if (!checked)
    return (
      <span className={`account-button account-button--${props.variant}`} aria-hidden="true">
        <span className="account-button__avatar" />
      </span>
    );
  return (
    <Suspense fallback={accountButton(props, true)}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
