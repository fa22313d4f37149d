import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel's manners: Escape closes it, Tab stays inside it, the page behind does not scroll,
 * and focus goes back where it was when it closes.
 */
export function useModalPanel(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const before = document.activeElement;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Focus moves into the panel; a field that focuses itself (the notes) takes it from there.
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape already spent (on a drag, a menu) is not for the panel.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close.current();
      }
      if (event.key === 'Tab' && panel.current) keepTabInside(event, panel.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [panel]);
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const inside = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
