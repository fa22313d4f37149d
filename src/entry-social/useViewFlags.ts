import { useCallback, useSyncExternalStore } from 'react';
import { readViewFlags, saveViewFlags, VIEW_FLAGS_KEY, type ViewFlags } from './view-flags';

const listeners = new Set<() => void>();
let current: ViewFlags | null = null;

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function snapshot(): ViewFlags {
  current ??= readViewFlags(storage());
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the flags: read them again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== VIEW_FLAGS_KEY) return;
    current = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The entry view flags, shared by every card and control on the page, and a setter. */
export function useViewFlags(): [ViewFlags, (change: Partial<ViewFlags>) => void] {
  const flags = useSyncExternalStore(subscribe, snapshot, snapshot);
  const change = useCallback((next: Partial<ViewFlags>) => {
    current = { ...snapshot(), ...next };
    saveViewFlags(storage(), current);
    for (const listener of listeners) listener();
  }, []);
  return [flags, change];
}
