import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useShell } from '../useShell';

/** docs/product.md §2's hint on the New Entry control. */
export const NEW_ENTRY_HINT = 'Use this button to add a new entry to your Journals.';

/**
 * New Entry (the tab bar's New, the sidebar's New entry, the floating plus): opens the new-entry
 * panel over the page the person is on, as N does, so they come back to where they were. It is a
 * link to /push all the same, which a new tab or a page without the panel's code still opens.
 */
export function NewEntryLink({ className, children }: { className: string; children: ReactNode }) {
  const { setOpen } = useShell();
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey);
    // On /push the composer is the page itself.
    if (!plain || event.altKey || pathname === '/push') return;
    event.preventDefault();
    setOpen('push', true);
  };
  return (
    <NavLink
      to="/push"
      className={className}
      aria-label="New Entry"
      title={NEW_ENTRY_HINT}
      onClick={onClick}
    >
      {children}
    </NavLink>
  );
}
