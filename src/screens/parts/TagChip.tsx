import { useContext } from 'react';
import { ShellContext } from '../../shell/shell-context';
import { askToSearch } from '../../shell/search/search-request';
import './tag-chip.css';

/**
 * A #tag in an entry's notes: a chip that opens search on the tag's entries. Outside the app's
 * layout (an embed) there is no search to open, so it stays words.
 */
export function TagChip({ text, tag }: { text: string; tag: string }) {
  const shell = useContext(ShellContext);
  if (!shell) return <span className="tag-chip tag-chip--still">{text}</span>;
  return (
    <button
      type="button"
      className="tag-chip"
      title={`Find entries tagged ${text}`}
      onClick={(event) => {
        // A card is a link to its entry: the chip's press is the chip's, not the card's.
        event.preventDefault();
        event.stopPropagation();
        askToSearch(`#${tag}`);
        shell.setOpen('search', true);
      }}
    >
      {text}
    </button>
  );
}
