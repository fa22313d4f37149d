import { useEffect, useRef } from 'react';
import { openSharedCache, takeSharedFile } from './shared-file';

/**
 * Hands a photo or recording shared to the installed app (manifest share_target) to `receive`,
 * as a drop would: the new-entry panel opens with the file. Checked once per page load.
 */
// Taken once per page load, so a remount (React's StrictMode runs effects twice) still gets it.
let taken: Promise<File | null> | undefined;

export function useSharedFiles(receive: (files: File[]) => void): void {
  const latest = useRef(receive);
  useEffect(() => {
    latest.current = receive;
  });
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    let live = true;
    taken ??= takeSharedFile(openSharedCache);
    taken
      .then((file) => {
        if (live && file) latest.current([file]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
