import type { Page } from 'playwright-core';

/**
 * How far the screen's own content moved since the page loaded (cumulative layout shift, as the
 * browser measures it), counting the shifts of what is inside <main>: the app's bars are another
 * screen's to keep still.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const main = document.querySelector('main');
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[]) {
            const inMain = shift.sources.every(
              (source) => source.node && main?.contains(source.node),
            );
            if (!shift.hadRecentInput && inMain) total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
