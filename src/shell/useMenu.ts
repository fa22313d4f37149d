import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The menu's open state. docs/product.md §4: it closes on a route or auth change, so it is open only for the
 * route visit and auth state it was opened in; no effect has to notice the change.
 */
export function useMenu(authenticated: boolean) {
  const { key } = useLocation();
  const here = `${key}:${authenticated}`;
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === here;
  return {
    open,
    toggle: () => setOpenFor(open ? null : here),
    close: () => setOpenFor(null),
  };
}
