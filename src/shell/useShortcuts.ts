import { useEffect, useRef } from 'react';
import { isTyping, shortcutOf, type KeyTarget, type Shortcut } from './shortcuts';

/** docs/product.md §9 on the whole window while `enabled` (a signed-in user, docs/product.md §6). */
export function useShortcuts(onShortcut: (shortcut: Shortcut) => void, enabled: boolean): void {
  // The latest handler, without re-adding the listener on every render.
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = shortcutOf({
        key: event.key,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        typing: isTyping(event.target as KeyTarget | null),
      });
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
