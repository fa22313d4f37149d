import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, smallTargets, type Violation } from '../support/accessibility.js';
import { animationsDone, WIDTHS } from '../support/app-pages.js';
import { EVERY_ROUTE, seedRouteWorld, settled, type RouteWorld } from '../support/every-route.js';
import { useStage } from '../support/stage.js';

const stage = useStage();
/**
 * Each route at a phone's and a laptop's width, and in the light theme and the dark: one theme
 * at 375 px and the other at 1280, alternating from route to route. A route's own content is
 * the same markup at both widths, so it meets both themes; the shell around it (tab bar on a
 * phone, sidebar on a laptop) meets both themes across the routes. All four looks of every route
 * took 228 axe runs, 135 s of CI's browser chain.
 */
const looksOf = (index: number) =>
  index % 2 === 0
    ? ([
        [WIDTHS[0], 'light'],
        [WIDTHS[1], 'dark'],
      ] as const)
    : ([
        [WIDTHS[0], 'dark'],
        [WIDTHS[1], 'light'],
      ] as const);

let world: RouteWorld;
beforeAll(async () => {
  world = await seedRouteWorld(stage.api);
});

/**
 * Every route of docs/product.md §2, as a visitor and signed in where each may open it: axe finds
 * no serious or critical WCAG 2.2 AA violation at 375 and 1280 px, in the light theme and the
 * dark (looksOf), every control on a phone is at least 44 px square, the tab is named after the
 * screen, and nothing is logged as an error or thrown (a React warning is a console error too,
 * and so is a breach of the Content-Security-Policy here). One page per audience goes from route
 * to route, as a person does; the widths and themes change in place, without loading again.
 */
describe.each(['visitor', 'signed in'] as const)('every route, as a %s', (audience) => {
  let page: Page;
  const logged: string[] = [];
  beforeAll(async () => {
    page =
      audience === 'visitor'
        ? await stage.lastingPage(WIDTHS[0])
        : (await stage.signedInPage(WIDTHS[0], { username: world.owner.username })).page;
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(error.message));
    // A breach of the Content-Security-Policy is reported, not thrown: an eval probe the policy
    // refused shows only as an event (and as a browser issue in Lighthouse's best practices).
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content-Security-Policy ${event.violatedDirective}: ${event.sourceFile}`),
      ),
    );
  });

  // Each route as everyone who may open it: a route anyone may open both ways, as the signed-in
  // shell (sidebar, tab bar, account menu) around it is another page than a visitor's.
  const routes = EVERY_ROUTE.filter(
    (route) => route.audience === audience || route.audience === 'both',
  );
  it.each(routes.map((route, index) => ({ ...route, index })))('$route', async (route) => {
    logged.length = 0;
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await stage.open(page, route.path(world));
    await settled(page);

    const found: (Violation & { at: string })[] = [];
    let small: string[] = [];
    for (const [width, theme] of looksOf(route.index)) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: theme });
      await animationsDone(page);
      // On a phone every control is a finger's size.
      if (width < 769) small = await smallTargets(page);
      for (const violation of await seriousViolations(page))
        found.push({ at: `${width} px, ${theme}`, ...violation });
    }
    expect(found, `axe on ${route.route}`).toEqual([]);
    expect(small, `controls under 44 × 44 px on ${route.route} at ${WIDTHS[0]} px`).toEqual([]);
    const title = await page.title();
    if (route.route === '/') expect(title).toBe('Ritual');
    else expect(title, 'the tab names the screen').toMatch(/^\S.* · Ritual$/);
    expect(logged, 'console errors').toEqual([]);
  });
});
