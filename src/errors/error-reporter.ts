import { ClientErrorLimits } from '../../contract/client-error-limits';
import type {
  Breadcrumb,
  BreadcrumbCategory,
  ClientErrorReport,
} from '../../contract/client-errors';
import { describeError } from './reporting/describe-error';
import { clip, fitToBudget, flattenExtra, stackLines } from './reporting/trim';

/** Who was signed in, for the console; the server reads the user from the token instead. */
export interface ReportedUser {
  id: string;
  username: string | null;
  email: string | null;
}

/** How sending one report went: gone (sent, or refused for good), or to be tried again later. */
export type SendOutcome =
  { type: 'sent' } | { type: 'refused'; status: number } | { type: 'later'; retryAfterMs?: number };

export interface ReporterDeps {
  /** POST /api/client-errors; never throws (a network failure is 'later') */
  send(report: ClientErrorReport): Promise<SendOutcome>;
  /** epoch ms */
  now(): number;
  getUser(): ReportedUser | null;
  /** the console, for whoever has the developer tools open */
  log(thrown: unknown, details: Record<string, unknown>): void;
  /** whether sending is worth trying now (the browser's onLine) */
  isOnline(): boolean;
  userAgent?: string;
}

/** What the caller knows beyond the thrown value. */
export interface ErrorContext {
  extra?: Record<string, unknown>;
  ref?: string;
  status?: number;
}

export interface ErrorReporter {
  /** Logs the error with the user, then queues its report and sends what is queued. */
  report(thrown: unknown, context?: ErrorContext): Promise<void>;
  breadcrumb(category: BreadcrumbCategory, message: string): void;
  /** A route change: the page and path later reports carry, and a navigation breadcrumb. */
  navigated(page: string | undefined, path: string): void;
  /** Sends queued reports in order until one must wait; what is offline stays queued. */
  flush(): Promise<void>;
  queued(): readonly ClientErrorReport[];
}

/** docs/product.md §4 and §9: the page's error reports, with breadcrumbs and a bounded queue. */
export function createErrorReporter(deps: ReporterDeps): ErrorReporter {
  let breadcrumbs: Breadcrumb[] = [];
  let queue: ClientErrorReport[] = [];
  let where: { page?: string; path?: string } = {};
  let notBefore = 0;
  let flushing: Promise<void> | undefined;
  // One error can reach several hooks (a boundary and the window); it is reported once.
  const seen = new WeakSet<object>();

  const isoNow = () => new Date(deps.now()).toISOString();

  function breadcrumb(category: BreadcrumbCategory, message: string) {
    breadcrumbs = [...breadcrumbs, { at: isoNow(), category, message: clip(message) }].slice(
      -ClientErrorLimits.breadcrumbs,
    );
  }

  async function sendQueued() {
    while (queue.length > 0 && deps.isOnline() && deps.now() >= notBefore) {
      const head = queue[0]!;
      let outcome: SendOutcome;
      try {
        outcome = await deps.send(head);
      } catch {
        // Reporting must never become the next error; an unsendable report waits like an offline one.
        outcome = { type: 'later' };
      }
      if (outcome.type === 'later') {
        notBefore = deps.now() + (outcome.retryAfterMs ?? 0);
        return;
      }
      // The queue may have dropped it meanwhile, so it goes by identity, not by position.
      queue = queue.filter((queued) => queued !== head);
    }
  }

  function flush(): Promise<void> {
    // Cleared in the same step as the last check of the queue, so no report slips between.
    flushing ??= (async () => {
      try {
        await sendQueued();
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  async function report(thrown: unknown, context: ErrorContext = {}) {
    if (typeof thrown === 'object' && thrown !== null) {
      if (seen.has(thrown)) return;
      seen.add(thrown);
    }
    const described = await describeError(thrown);
    const ref = context.ref ?? described.ref;
    const status = context.status ?? described.status;
    const stack = stackLines(described.stack);
    const report: ClientErrorReport = fitToBudget({
      message: clip(described.message),
      ...(described.name ? { name: clip(described.name) } : {}),
      ...(stack ? { stack } : {}),
      ...(where.path !== undefined ? { path: clip(where.path) } : {}),
      ...(where.page !== undefined ? { page: clip(where.page) } : {}),
      ...(ref ? { ref: clip(ref) } : {}),
      ...(status !== undefined ? { status } : {}),
      breadcrumbs,
      ...(context.extra ? { extra: flattenExtra(context.extra) } : {}),
      occurred_at: isoNow(),
      ...(deps.userAgent ? { user_agent: clip(deps.userAgent) } : {}),
    });
    deps.log(thrown, { user: deps.getUser(), page: where.page, ref, status });
    breadcrumb('error', report.message);
    queue = [...queue, report].slice(-ClientErrorLimits.queuedReports);
    await flush();
  }

  return {
    report,
    breadcrumb,
    navigated(page, path) {
      where = { ...(page !== undefined ? { page } : {}), path };
      breadcrumb('navigation', page ? `${page} ${path}` : path);
    },
    flush,
    queued: () => queue,
  };
}
