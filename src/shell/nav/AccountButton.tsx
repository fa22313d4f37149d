import { Avatar } from '../../components/Avatar';
import type { MenuUser } from '../menu-items';

export interface AccountButtonProps {
  user: MenuUser | null;
  /** Examples not opened yet: a dot on the avatar says so without opening the menu */
  examplesNew: boolean;
  /** 'icon' in a phone's header and the sidebar's rail; 'row' with the name at the sidebar's foot */
  variant: 'icon' | 'row';
}

/**
 * The account menu's button: the person's avatar (and name, on the sidebar). Made as an element,
 * not a component, so the menu can take it as its trigger. Disabled until the menu's code is here.
 */
export function accountButton(
  { user, examplesNew, variant }: AccountButtonProps,
  disabled = false,
) {
  const name = user?.ritual_user ?? '';
  const label = ['Account menu', name, examplesNew ? 'new Examples' : '']
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`account-button account-button--${variant}`}
      aria-label={label}
      disabled={disabled}
    >
      <span className="account-button__avatar">
        <Avatar name={name || '?'} src={user?.avatar} size={32} />
        {examplesNew && <span className="account-button__dot" />}
      </span>
      {variant === 'row' && <span className="account-button__name">{name}</span>}
    </button>
  );
}
