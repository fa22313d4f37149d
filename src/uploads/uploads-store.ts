import type { UploadEvent } from './report-uploads';
import { uploadActionsFor } from './upload-events';
import { processing, uploadsReducer, type Uploads } from './upload-state';

/** How long a finished 'Upload: 100%' stays in view before it goes. */
const FINISHED_UPLOADS_LINGER_MS = 2000;

export interface UploadsTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** The page's uploads (docs/product.md §4), for `useSyncExternalStore`. */
export interface UploadsStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Uploads;
  /** what the data layer reports about mutations with files */
  report: (event: UploadEvent) => void;
}

/**
 * Holds the uploads the data layer reports. Succeeded ones stay until every upload has finished,
 * plus a moment, so the total reads 100 % before it goes instead of dropping back while others
 * are still sending; failed ones keep their error for the screens that explain it.
 */
export function createUploadsStore(
  timers: UploadsTimers,
  lingerMs = FINISHED_UPLOADS_LINGER_MS,
): UploadsStore {
  let uploads: Uploads = [];
  let clearing: unknown;
  const listeners = new Set<() => void>();

  function set(next: Uploads) {
    if (next === uploads) return;
    uploads = next;
    for (const listener of listeners) listener();
  }

  function clearFinishedLater() {
    const waiting = !processing(uploads) && uploads.some((upload) => upload.succeeded);
    if (!waiting) {
      if (clearing !== undefined) timers.clearTimeout(clearing);
      clearing = undefined;
    } else if (clearing === undefined) {
      clearing = timers.setTimeout(() => {
        clearing = undefined;
        set(uploads.filter((upload) => !upload.succeeded));
      }, lingerMs);
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => uploads,
    report(event) {
      set(uploadActionsFor(event, uploads).reduce(uploadsReducer, uploads));
      clearFinishedLater();
    },
  };
}
