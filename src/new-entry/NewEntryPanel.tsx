import { useCallback, useRef } from 'react';
import type { Journal } from '../../contract/journals';
import { Dialog } from '../components/Dialog';
import { NewEntryForm } from './NewEntryForm';
import './new-entry.css';

export interface NewEntryPanelProps {
  /** a dropped or pasted file for the entry */
  file?: File;
  journalId?: string;
  onClose: () => void;
  onSaved: (journal: Journal, entryId: string) => void | Promise<void>;
}

/**
 * docs/product.md §2's global new-entry panel: the composer over the page, a full-screen sheet on a
 * phone and a dialog on wider screens (Dialog: focus kept inside, Esc, focus back to the opener).
 * Close, Esc and a tap outside keep the draft; Esc during a recording stops the recording first.
 */
export function NewEntryPanel({ file, journalId, onClose, onSaved }: NewEntryPanelProps) {
  const stopRecording = useRef<(() => void) | null>(null);
  const onRecording = useCallback((stop: (() => void) | null) => {
    stopRecording.current = stop;
  }, []);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="New Entry"
      hideTitle
      kind="sheet"
      className="composer-dialog"
      onEscape={() => {
        if (!stopRecording.current) return;
        stopRecording.current();
        return false;
      }}
    >
      <NewEntryForm
        initialFile={file}
        initialJournalId={journalId}
        onSaved={onSaved}
        onRecording={onRecording}
        autoFocusNotes
      />
    </Dialog>
  );
}
