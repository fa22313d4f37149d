import { useEffect } from 'react';
import { isRoomToggle } from './room-toggle-key';

/**
 * Meta+P while a meeting exists. Its own listener, not the shell's shortcuts: it is live only with
 * the panel, and it must win over the browser's print dialog.
 */
export function useRoomToggleKey(active: boolean, toggle: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isRoomToggle(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, toggle]);
}
