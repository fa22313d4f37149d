import { describe, expect, it } from 'vitest';
import type { BreadcrumbCategory } from '../../../contract/client-errors';
import type { ErrorContext, ErrorReporter } from '../error-reporter';
import { listenForErrors } from './window-errors';

/** A reporter that only records what the window hooks hand it. */
function recordingReporter() {
  const reports: { thrown: unknown; context: ErrorContext | undefined }[] = [];
  const breadcrumbs: string[] = [];
  let flushes = 0;
  const reporter: ErrorReporter = {
    report: (thrown, context) => {
      reports.push({ thrown, context });
      return Promise.resolve();
    },
    breadcrumb: (category: BreadcrumbCategory, message: string) =>
      breadcrumbs.push(`${category}: ${message}`),
    navigated: () => undefined,
    flush: () => {
      flushes += 1;
      return Promise.resolve();
    },
    queued: () => [],
  };
  return { reporter, reports, breadcrumbs, flushes: () => flushes };
}

/** An event carrying the fields ErrorEvent and PromiseRejectionEvent add (Node has neither). */
const eventWith = (type: string, fields: Record<string, unknown>) =>
  Object.assign(new Event(type), fields);

/** Just enough of a DOM element for a click's target. */
const element = (tag: string, attributes: Record<string, string>, text = '') => {
  const node = {
    tagName: tag.toUpperCase(),
    textContent: text,
    getAttribute: (name: string) => attributes[name] ?? null,
    closest: (selectors: string) => (selectors.includes(tag) ? node : null),
  };
  return node;
};

const click = (target: unknown) => {
  const event = new Event('click');
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('the window hooks', () => {
  it('report uncaught errors and unhandled rejections, and show a message for each', () => {
    const window = new EventTarget();
    const { reporter, reports } = recordingReporter();
    const shown: unknown[] = [];
    listenForErrors(window, reporter, { onError: (thrown) => shown.push(thrown) });
    const error = new Error('render exploded');
    window.dispatchEvent(
      eventWith('error', {
        error,
        message: error.message,
        filename: 'app.js',
        lineno: 3,
        colno: 9,
      }),
    );
    const reason = new Error('nobody awaited this');
    window.dispatchEvent(eventWith('unhandledrejection', { reason }));
    expect(reports).toEqual([
      {
        thrown: error,
        context: {
          extra: { source: 'window.onerror', file: 'app.js', line: 3, column: 9 },
        },
      },
      { thrown: reason, context: { extra: { source: 'unhandledrejection' } } },
    ]);
    expect(shown).toEqual([error, reason]);
  });

  it('ignores the browser’s ResizeObserver notice and requests the user cancelled', () => {
    const window = new EventTarget();
    const { reporter, reports } = recordingReporter();
    listenForErrors(window, reporter);
    window.dispatchEvent(
      eventWith('error', {
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    );
    window.dispatchEvent(
      eventWith('unhandledrejection', { reason: new DOMException('aborted', 'AbortError') }),
    );
    expect(reports).toEqual([]);
  });

  it('sends what waited once the browser is online again, leaving breadcrumbs of both', () => {
    const window = new EventTarget();
    const { reporter, breadcrumbs, flushes } = recordingReporter();
    listenForErrors(window, reporter);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(breadcrumbs).toEqual(['network: offline', 'network: online']);
    expect(flushes()).toBe(1);
  });

  it('leaves a breadcrumb naming the control clicked, never a click on plain text', () => {
    const window = new EventTarget();
    const { reporter, breadcrumbs } = recordingReporter();
    listenForErrors(window, reporter);
    window.dispatchEvent(click(element('button', {}, '  Add\n Entry ')));
    window.dispatchEvent(click(element('a', { 'aria-label': 'Hide Home' }, 'H')));
    window.dispatchEvent(click(element('p', {}, 'my secret diary text')));
    expect(breadcrumbs).toEqual(['ui: click button "Add Entry"', 'ui: click a "Hide Home"']);
  });

  it('stops listening when told to', () => {
    const window = new EventTarget();
    const { reporter, reports } = recordingReporter();
    const stop = listenForErrors(window, reporter);
    stop();
    window.dispatchEvent(eventWith('error', { error: new Error('late') }));
    expect(reports).toEqual([]);
  });
});
