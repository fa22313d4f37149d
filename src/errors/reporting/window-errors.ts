import type { ErrorReporter } from '../error-reporter';
import { clickLabel } from './click-label';

/** Errors that say nothing about Ritual: a browser quirk, a request the user cancelled. */
function isNoise(thrown: unknown, message: string | undefined): boolean {
  if (message?.startsWith('ResizeObserver loop')) return true;
  return typeof thrown === 'object' && thrown !== null && 'name' in thrown
    ? thrown.name === 'AbortError'
    : false;
}

export interface WindowErrorOptions {
  /** e.g. put a readable message in the global error state */
  onError?(thrown: unknown): void;
}

/**
 * Hooks the window's uncaught errors and rejected promises into the reporter, with breadcrumbs of
 * clicks and connectivity, and sends what waited for the network once it is back. Returns `stop`.
 */
export function listenForErrors(
  target: EventTarget,
  reporter: ErrorReporter,
  options: WindowErrorOptions = {},
): () => void {
  const handlers: [string, (event: Event) => void, boolean][] = [
    [
      'error',
      (event) => {
        const { message, filename, lineno, colno } = event as ErrorEvent;
        // A cross-origin script's error arrives as 'Script error.' alone, without the Error.
        const thrown: unknown = (event as ErrorEvent).error ?? message;
        if (isNoise(thrown, message)) return;
        void reporter.report(thrown, {
          extra: { source: 'window.onerror', file: filename, line: lineno, column: colno },
        });
        options.onError?.(thrown);
      },
      false,
    ],
    [
      'unhandledrejection',
      (event) => {
        const reason: unknown = (event as PromiseRejectionEvent).reason;
        if (isNoise(reason, undefined)) return;
        void reporter.report(reason, { extra: { source: 'unhandledrejection' } });
        options.onError?.(reason);
      },
      false,
    ],
    [
      'online',
      () => {
        reporter.breadcrumb('network', 'online');
        void reporter.flush();
      },
      false,
    ],
    ['offline', () => reporter.breadcrumb('network', 'offline'), false],
    [
      'click',
      (event) => {
        const label = clickLabel(event.target);
        if (label) reporter.breadcrumb('ui', `click ${label}`);
      },
      // Before any handler of the page can stop it.
      true,
    ],
  ];
  for (const [type, handler, capture] of handlers) target.addEventListener(type, handler, capture);
  return () => {
    for (const [type, handler, capture] of handlers)
      target.removeEventListener(type, handler, capture);
  };
}
