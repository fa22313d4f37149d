import { useEffect, useRef, useSyncExternalStore } from 'react';
import { serverReads, type ServerRead } from '../../profile/server-reads';

/**
 * Reads a server page once per mount while `key` is set (null: nothing to read), and follows how
 * that read goes. What it reads lands in IndexedDB; this returns only the read's state.
 */
export function useServerRead(
  key: string | null,
  run: () => Promise<unknown>,
): ServerRead | undefined {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (key !== null) serverReads.start(key, () => latest.current());
  }, [key]);
  return useServerReadState(key);
}

/** How the latest read of `key` went, without starting one. */
export function useServerReadState(key: string | null): ServerRead | undefined {
  const read = () => (key === null ? undefined : serverReads.get(key));
  return useSyncExternalStore(serverReads.subscribe, read, read);
}
