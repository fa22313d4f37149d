import { createContext } from 'react';
import type { Uploads } from './upload-state';
import type { UploadsStore } from './uploads-store';

const NONE: Uploads = [];
const NO_UPLOADS: UploadsStore = {
  subscribe: () => () => undefined,
  getSnapshot: () => NONE,
  report: () => undefined,
};

/** The page's uploads; outside the app's providers (tests, the embed) there are none. */
export const UploadsContext = createContext<UploadsStore>(NO_UPLOADS);
