import { startDataLayer, type DataLayer } from '../data/data-layer';
import { errorReporter } from '../errors/reporting/browser-reporter';
import { syncBreadcrumb } from '../errors/reporting/sync-breadcrumb';
import { plusRequired } from '../plus/plus-required';
import { signalNotice } from '../plus/signal-notice';
import { createUploadsStore, type UploadsStore } from '../uploads/uploads-store';
import { createAuthApi, type AuthApi } from './auth-api';
import { createErrorStore, type ErrorStore } from './error-store';
import { firstReadIn, type FirstRead } from './first-read';

export interface AppServices {
  dataLayer: DataLayer;
  errorStore: ErrorStore;
  authApi: AuthApi;
  uploads: UploadsStore;
  /** what the server read to draw this page, when it drew one (app/first-read.ts) */
  firstRead?: FirstRead;
}

/** Everything the page starts once per load, before React renders. */
export function startApp(): AppServices {
  const errorStore = createErrorStore();
  const uploads = createUploadsStore({
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
  });
  const dataLayer = startDataLayer({
    onUpload: (event) => uploads.report(event),
    onSignal(signal) {
      errorReporter.breadcrumb('sync', syncBreadcrumb(signal));
      const notice = signalNotice(signal);
      if (notice?.show === 'plus-overlay') plusRequired.raise(notice.message);
      else if (notice?.show === 'banner') errorStore.report(notice.message);
    },
  });
  const firstRead = firstReadIn(document);
  return { dataLayer, errorStore, authApi: createAuthApi(), uploads, firstRead };
}
