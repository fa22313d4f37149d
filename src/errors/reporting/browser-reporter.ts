import type { KyInstance } from 'ky';
import { readSession } from '../../../local-store/session';
import { httpClient } from '../../data/sync/http-client';
import { createErrorReporter, type ReportedUser } from '../error-reporter';
import { reportSender } from './send-report';

let signedInUser: ReportedUser | null = null;
let client: KyInstance | undefined;

/** Ritual's own endpoint, opened on the first report; the token goes as in every other call. */
function api(): KyInstance {
  client ??= httpClient({
    baseUrl: `${location.origin}/api`,
    getToken: async () => (await readSession()).token ?? undefined,
  });
  return client;
}

/** The page's one reporter: every hook (window, boundaries, route errors) reports through it. */
export const errorReporter = createErrorReporter({
  send: (report) => reportSender(api())(report),
  now: () => Date.now(),
  getUser: () => signedInUser,
  log: (thrown, details) => console.error('Ritual error:', thrown, details),
  isOnline: () => navigator.onLine,
  ...(typeof navigator === 'undefined' ? {} : { userAgent: navigator.userAgent }),
});

/** Who the console lines name; the auth state sets it whenever it changes. */
export function setReportedUser(user: ReportedUser | null): void {
  signedInUser = user;
}

/** Reports an error with what the caller knows; for places that cannot await. */
export function reportError(...args: Parameters<typeof errorReporter.report>): void {
  void errorReporter.report(...args);
}
