import type { AppDeps } from '../deps.js';
import { entryRoutes } from './entry-routes.js';
import { entrySearchRoutes } from './entry-search-routes.js';
import { journalEntryRoutes } from './journal-entry-routes.js';

/** entries/'s routers; app.ts mounts each at its URL prefix. */
export function entriesRouters(deps: AppDeps) {
  return {
    entries: entryRoutes(deps),
    journalEntries: journalEntryRoutes(deps),
    search: entrySearchRoutes(deps),
  };
}
