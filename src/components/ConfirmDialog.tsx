import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmRequest {
  title: string;
  /** what will happen, in one or two plain sentences */
  message?: string;
  /** the button that goes ahead, named for what it does ('Delete entry') */
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmRequest {
  open: boolean;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * The app's own "are you sure": replaces window.confirm, which blocks the page, cannot be styled
 * and on phones reads like a browser error. Cancel has the focus first, so Enter never destroys.
 */
export function ConfirmDialog({
  open,
  onAnswer,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
}: ConfirmDialogProps) {
  const [answered, setAnswered] = useState(false);
  const answer = (confirmed: boolean) => {
    if (answered) return;
    setAnswered(true);
    onAnswer(confirmed);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) answer(false);
      }}
      title={title}
      description={message}
      showClose={false}
      footer={
        <>
          <Button variant="secondary" autoFocus onClick={() => answer(false)}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
