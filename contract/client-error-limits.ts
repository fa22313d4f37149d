// Zod-free on purpose: the page's error reporter loads with the first page, and zod must not.
/**
 * docs/product.md §9's error reporting limits. The page trims its reports to them; the server refuses what
 * exceeds them, so one looping client cannot fill the log with megabytes.
 */
export const ClientErrorLimits = {
  /** reports kept while they cannot be sent; the oldest go first */
  queuedReports: 30,
  breadcrumbs: 100,
  /** characters of any one text: a message, a stack line, a breadcrumb, an extra value */
  valueLength: 250,
  /** levels of nested objects in `extra`; deeper ones read '[Object]' */
  depth: 3,
  /** entries kept of any one object or array in `extra` */
  entries: 50,
  /** how long one report may take to send, in ms */
  timeoutMs: 2000,
  stackLines: 50,
  /** bytes of one report as JSON */
  bodyBytes: 64 * 1024,
  /** reports one user, or one address, may send a minute; the server asks the rest to wait */
  reportsPerMinute: 30,
} as const;

export const BREADCRUMB_CATEGORIES = ['navigation', 'sync', 'network', 'ui', 'error'] as const;
export type BreadcrumbCategory = (typeof BREADCRUMB_CATEGORIES)[number];
