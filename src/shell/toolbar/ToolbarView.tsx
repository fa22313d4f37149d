import type { ToolbarStatus } from './toolbar-status';
import './bottom-toolbar.css';

export interface ToolbarViewProps {
  /** whether the Home sidebar (your journals) is open: the H hint says what pressing it would do */
  sidebarOpen: boolean;
  commandKey: '⌘' | 'Ctrl';
  /** 'Upload: N%' or the sync state */
  status: ToolbarStatus;
}

/**
 * docs/product.md §2's bottom toolbar: the shortcuts on the left (hints, not buttons: the shell's own
 * buttons carry those names), the upload or sync state on the right.
 */
export function ToolbarView({ sidebarOpen, commandKey, status }: ToolbarViewProps) {
  return (
    <aside className="bottom-toolbar" aria-label="Toolbar">
      <ul className="bottom-toolbar__hints" aria-label="Keyboard shortcuts">
        <li>
          <kbd>N</kbd> New Entry
        </li>
        <li>
          <kbd>H</kbd> {sidebarOpen ? 'Hide journals' : 'Your journals'}
        </li>
        <li>
          <kbd>{commandKey === '⌘' ? '⌘K' : 'Ctrl+K'}</kbd> Search
        </li>
      </ul>
      <p
        className={`bottom-toolbar__status${status.uploading ? ' bottom-toolbar__status--uploading' : ''}`}
      >
        {status.text}
      </p>
    </aside>
  );
}
