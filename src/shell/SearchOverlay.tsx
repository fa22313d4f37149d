import { SearchDialog } from './search/SearchDialog';
import { useShell } from './useShell';

/** docs/product.md §2's search overlay: Cmd/Ctrl+/ opens it (useShortcuts); Escape or Close closes it. */
export function SearchOverlay() {
  const shell = useShell();
  if (!shell.searchOpen) return null;
  return <SearchDialog onClose={() => shell.setOpen('search', false)} />;
}
