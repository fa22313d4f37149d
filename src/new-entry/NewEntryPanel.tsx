import { useId, useRef } from 'react';
import type { Journal } from '../../contract/journals';
import { NewEntryForm } from './NewEntryForm';
import { useModalPanel } from './useModalPanel';
import './new-entry.css';

export interface NewEntryPanelProps {
  /** a dropped or pasted file for the entry */
  file?: File;
  journalId?: string;
  onClose: () => void;
  onSaved: (journal: Journal) => void | Promise<void>;
}

/**
 * docs/product.md §2's global new-entry panel: the new-entry form over the page, a full-screen sheet on a
 * phone and a centred panel over the dimmed page on wider screens.
 */
export function NewEntryPanel({ file, journalId, onClose, onSaved }: NewEntryPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useModalPanel(panel, onClose);
  return (
    <div className="new-entry-backdrop">
      <div
        ref={panel}
        className="new-entry-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <header className="new-entry-panel__header">
          <h2 id={headingId}>New Entry</h2>
          <button type="button" className="new-entry-panel__close" onClick={onClose}>
            Close
          </button>
        </header>
        <NewEntryForm
          initialFile={file}
          initialJournalId={journalId}
          onSaved={onSaved}
          autoFocusNotes
        />
      </div>
    </div>
  );
}
