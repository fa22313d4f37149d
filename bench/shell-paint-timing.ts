import type { Page } from 'playwright-core';

/** What the browser itself recorded for the page's current load, in ms from navigation start. */
export interface PaintTiming {
  firstContentfulPaint: number;
  /** null when Chromium reported none (nothing large enough painted) */
  largestContentfulPaint: number | null;
  /** where the time before the paint went: index.html in hand (network or service worker)… */
  htmlReceived: number;
  /** …and the module scripts loaded and run (DOMContentLoaded waits for them) */
  scriptsRun: number;
}

/**
 * Reads the load's paint entries once the first contentful paint exists. LCP entries only come
 * through an observer (buffered: the ones already recorded); they arrive in its first callback,
 * a task later, so the read waits a moment for it. Scripts are strings because tsx wraps named
 * functions in a helper the page lacks.
 */
export async function paintTiming(page: Page): Promise<PaintTiming> {
  // A loop of evaluate rather than waitForFunction: the app's CSP forbids the eval that needs.
  const deadline = Date.now() + 20_000;
  while (
    !(await page.evaluate(`performance.getEntriesByName('first-contentful-paint').length > 0`))
  ) {
    if (Date.now() > deadline) throw new Error(`No first contentful paint on ${page.url()}`);
    await page.waitForTimeout(50);
  }
  return page.evaluate<PaintTiming>(`new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const navigation = performance.getEntriesByType('navigation')[0];
    let lcp = null;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve({
        firstContentfulPaint: fcp,
        largestContentfulPaint: lcp,
        htmlReceived: navigation.responseEnd,
        scriptsRun: navigation.domContentLoadedEventStart,
      });
    }, 100);
  })`);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The spread of several runs, for a figure's note: "min–max". */
export const spread = (values: number[]) =>
  `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
