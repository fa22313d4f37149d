import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './menu.css';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  /** what choosing it does; an item with `to` also goes there */
  onSelect?: () => void;
  /** a place: the item is a link, so its address shows and a modifier opens it in a new tab */
  to?: string;
  /** a short mark after the label, e.g. 'New' */
  badge?: string;
  danger?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  /** the trigger's accessible name, e.g. 'More actions' */
  label: string;
  items: readonly (MenuItem | 'separator')[];
  /** another trigger than the ⋯ icon button */
  trigger?: ReactNode;
  align?: 'start' | 'end';
}

/**
 * An overflow menu for an object's secondary actions (Edit, Move, Share, Delete). Radix gives it
 * what a native popover lacks: arrow keys, typeahead, Esc, and focus back on the trigger.
 */
export function Menu({ label, items, trigger, align = 'end' }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        {trigger ?? (
          <button type="button" className="icon-btn" aria-label={label} title={label}>
            <MoreHorizontal />
          </button>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item, i) =>
            item === 'separator' ? (
              <DropdownMenu.Separator key={`separator-${i}`} className="menu__separator" />
            ) : (
              <DropdownMenu.Item
                key={item.label}
                className={item.danger ? 'menu__item menu__item--danger' : 'menu__item'}
                disabled={item.disabled ?? false}
                onSelect={() => item.onSelect?.()}
                asChild={item.to !== undefined}
              >
                {item.to !== undefined ? (
                  <Link to={item.to}>
                    <ItemContent item={item} />
                  </Link>
                ) : (
                  <ItemContent item={item} />
                )}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ItemContent({ item }: { item: MenuItem }) {
  return (
    <>
      {item.icon}
      <span>{item.label}</span>
      {item.badge && <span className="menu__badge">{item.badge}</span>}
    </>
  );
}
