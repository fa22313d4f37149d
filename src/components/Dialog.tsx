import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSwipeToClose } from '../hooks/useSwipeToClose';
import { IconButton } from './IconButton';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** say the title to screen readers only (the content shows its own heading) */
  hideTitle?: boolean;
  description?: ReactNode;
  /** 'sheet': full screen on phones, a large dialog on desktop (the composer); 'dialog': centred */
  kind?: 'dialog' | 'sheet';
  /**
   * a Close button in the corner; Esc, a tap outside and on a phone a swipe across close too,
   * unless `onEscape` says no
   */
  showClose?: boolean;
  /** called on Esc (and a swipe) before closing; return false to stay open */
  onEscape?: () => boolean | void;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal dialog, and on phones a sheet that rises from the bottom. Radix keeps focus inside while
 * it is open, closes on Esc, and gives focus back to what opened it: the native <dialog> does the
 * first two, but not in every browser the third, nor a scroll lock on iOS.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  kind = 'dialog',
  showClose = true,
  onEscape,
  footer,
  children,
  className,
}: DialogProps) {
  const swipeArea = useSwipeToClose(() => {
    if (onEscape?.() !== false) onOpenChange(false);
  });
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-scrim" />
        <RadixDialog.Content
          ref={swipeArea}
          className={`dialog dialog--${kind} ${className ?? ''}`}
          onEscapeKeyDown={(event) => {
            if (onEscape?.() === false) event.preventDefault();
          }}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <header className={hideTitle ? 'dialog__header dialog__header--bare' : 'dialog__header'}>
            <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
              {title}
            </RadixDialog.Title>
            {showClose && (
              <RadixDialog.Close asChild>
                <IconButton label="Close" icon={<X />} className="dialog__close" />
              </RadixDialog.Close>
            )}
          </header>
          {description !== undefined && (
            <RadixDialog.Description className="dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
