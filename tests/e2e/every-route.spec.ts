import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, type Violation } from '../support/accessibility.js';
import { WIDTHS } from '../support/app-pages.js';
import {
  animationsDone,
  EVERY_ROUTE,
  seedRouteWorld,
  settled,
  type RouteWorld,
} from '../support/every-route.js';
import { useStage } from '../support/stage.js';

const stage = useStage();
const THEMES = ['light', 'dark'] as const;

let world: RouteWorld;
beforeAll(async () => {
  world = await seedRouteWorld(stage.api);
});

/**
 * Every route of docs/product.md §2, for a visitor and for someone signed in (each route for whom
 * it is): axe finds no serious or critical WCAG 2.2 AA violation at 375 and 1280 px in the light
 * and the dark theme, the tab is named after the screen, and nothing is logged as an error or
 * thrown (a React warning is a console error too). One page per audience goes from route to
 * route, as a person does; the widths and themes change in place, without loading again.
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
  });

  const routes = EVERY_ROUTE.filter((route) => [audience, 'both'].includes(route.audience));
  it.each(routes)('$route', async (route) => {
    logged.length = 0;
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await stage.open(page, route.path(world));
    await settled(page);

    const found: (Violation & { at: string })[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await animationsDone(page);
        for (const violation of await seriousViolations(page))
          found.push({ at: `${width} px, ${theme}`, ...violation });
      }
    }
    expect(found, `axe on ${route.route}`).toEqual([]);
    const title = await page.title();
    if (route.route === '/') expect(title).toBe('Ritual');
    else expect(title, 'the tab names the screen').toMatch(/^\S.* · Ritual$/);
    expect(logged, 'console errors').toEqual([]);
  });
});
