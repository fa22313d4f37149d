import { openLocalStore } from '../../local-store/db';
import { createAuthApi } from '../app/auth-api';
import { createErrorStore } from '../app/error-store';
import type { FirstRead } from '../app/first-read';
import type { AppServices } from '../app/start-app';
import type { DataLayer } from '../data/data-layer';
import { createJustWritten } from '../data/just-written';
import { createUploadsStore } from '../uploads/uploads-store';

const refuse = (what: string) => () => {
  throw new Error(`A prerendered page has no ${what}: it is drawn before the app runs`);
};

/**
 * The app's services for drawing a page before the app runs (at build time, or a journal the
 * server draws with `firstRead`), where there is no device and no session: the local store is
 * named but never opened (its reads run in effects, which rendering to a string never runs), and
 * syncing or writing would be a mistake, so they throw.
 */
export function prerenderServices(firstRead?: FirstRead): AppServices {
  const dataLayer: DataLayer = {
    db: openLocalStore(),
    engine: {
      write: refuse('writes'),
      push: refuse('sync'),
      pull: refuse('sync'),
      sync: refuse('sync'),
    },
    runner: { kick: () => Promise.resolve(), stop: () => undefined },
    write: refuse('writes'),
    justWritten: createJustWritten(),
    stop: () => undefined,
  };
  return {
    dataLayer,
    errorStore: createErrorStore(),
    // Never called: the forms send only once the app runs.
    authApi: createAuthApi('http://ritual.invalid/api'),
    uploads: createUploadsStore({
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (timer) => globalThis.clearTimeout(timer as number),
    }),
    firstRead,
  };
}
