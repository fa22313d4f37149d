import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PASSWORD } from './api-client.js';
import { projectRoot } from './paths.js';

/** The widths every screen is checked at: a phone and a laptop. */
export const WIDTHS = [375, 1280] as const;

/**
 * One width, a phone's (where Ritual is used most), for the specs about behaviour rather than
 * layout: mailed links, a stopped server, sharing, recording, the player, chat, comments and
 * collaboration, settings, discovery, the grid's edits. Every route is checked at both widths by
 * tests/e2e/every-route.spec.ts (axe, targets, titles); the specs about what a state looks like
 * beyond a route's first screen (navigation, shell, Today and reading, the composer, overlays)
 * take both widths with their own axe and target checks. The browser suite must leave CI room
 * in 20 minutes on two cores.
 */
export const BEHAVIOUR_WIDTHS = [375] as const;

/** Screenshots are kept as test artifacts (gitignored). */
export const screenshotsDir = join(projectRoot, 'test-results', 'screenshots');

let unique = 0;
/** A new account's details; `prefix` tells the spec files' users apart in the server's log. */
export function newPerson(prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${(unique++).toString(36)}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export const openPath = (page: Page, baseUrl: string, path: string) =>
  page.goto(new URL(path, baseUrl).href);

/**
 * A full-page screenshot named `${name}-${width}.png`, of a state a spec reached, when
 * `TEST_SCREENSHOTS=1` asks for them (to look at a change). Otherwise none: a run's hundred-odd
 * full-page PNGs cost CI a minute or two of its two cores, and nothing reads them there.
 */
export async function screenshot(page: Page, name: string, width: number): Promise<void> {
  if (process.env.TEST_SCREENSHOTS !== '1') return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}-${width}.png`), fullPage: true });
}

/**
 * Waits for the page's finite animations and transitions (a page fading in, colours easing to a
 * new theme) to end: a check of contrast halfway through a fade measures a colour no one sees,
 * and a screenshot shows what the person ends up seeing. An animation cancelled meanwhile (its
 * element replaced) counts as ended: its `finished` rejects with AbortError.
 */
export function animationsDone(page: Page): Promise<void> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}
