import { Plus } from 'lucide-react';
import { NewEntryLink } from './nav/NewEntryLink';

/**
 * docs/product.md §2's round plus to a new entry. CSS shows it from 769 to 1024 px only, where the
 * sidebar is a rail of icons without New: below, the tab bar's New offers it; above, the sidebar's.
 */
export function FloatingPlus() {
  return (
    <NewEntryLink className="floating-plus">
      <Plus aria-hidden="true" />
    </NewEntryLink>
  );
}
