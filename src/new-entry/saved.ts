import type { Journal } from '../../contract/journals';
import type { ToastRequest } from '../components/toast-context';
import { journalPath } from '../screens/parts/journal-path';

/**
 * Where a saved entry is seen: its journal's page, whose card with id `entry-<id>` is scrolled to
 * and highlighted (docs/product.md §2, the journal page).
 */
export function savedEntryHref(journal: Pick<Journal, 'slug' | 'user'>, entryId: string): string {
  return `${journalPath(journal)}#entry-${entryId}`;
}

/**
 * "Saved to Morning Pages · View": the news after Save, with the way to the new card. View goes
 * through the router's `navigate`: the toasts are provided above the router (AppProviders), where
 * a router link cannot be drawn.
 */
export function savedToast(
  journal: Pick<Journal, 'slug' | 'user' | 'title'>,
  entryId: string,
  navigate: (to: string) => unknown,
): ToastRequest {
  const href = savedEntryHref(journal, entryId);
  return {
    message: `Saved to ${journal.title}`,
    action: { label: 'View', onAction: () => void navigate(href) },
  };
}
