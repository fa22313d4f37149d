import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.2 A and AA rules axe-core checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One axe rule a page breaks: which, how badly, what it is about, and where (up to five places). */
export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  elements: string[];
  /** what axe found wrong with the first of them (for contrast: the two colours and the ratio) */
  why: string | undefined;
}

/**
 * axe-core over the page as it is now: its serious and critical violations of WCAG 2.2 AA.
 * `within` (a CSS selector) checks only that part, e.g. an open modal dialog, which leaves the
 * page behind it inert.
 */
export async function seriousViolations(page: Page, within?: string): Promise<Violation[]> {
  // Only violations are read: axe then skips the details of every passing node, a good part of
  // its time on a full page.
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      why: violation.nodes[0]?.failureSummary,
    }));
}

/**
 * No serious or critical violation of WCAG 2.2 AA on the page (or the part `within` names); a
 * failure names each rule, what it is about and the elements that break it.
 */
export async function expectAccessible(page: Page, where: string, within?: string): Promise<void> {
  expect(await seriousViolations(page, within), `axe on ${where}`).toEqual([]);
}

/** The smallest touch target a control may have on a phone (Apple HIG, Material, WCAG 2.5.5). */
export const TARGET_PX = 44;

/**
 * Every control a person can tap on the page now that is smaller than 44 × 44 CSS px: buttons,
 * links, fields, and the labels of checkboxes and radios (the label is what a finger hits). Links
 * inside running text are exempt (WCAG 2.5.8), as is anything hidden or off screen.
 */
export function smallTargets(page: Page, within = ':root'): Promise<string[]> {
  const args = [TARGET_PX, within] as const;
  return page.evaluate(([min, part]) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="link"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
    };
    const visible = (el: Element, rect: DOMRect) => {
      const style = getComputedStyle(el);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.left < innerWidth
      );
    };
    /** A link whose block has words of its own around it: a link in a sentence. */
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest('p, li, dd, td, blockquote, figcaption');
      if (!block) return false;
      const own = (block as HTMLElement).innerText.replace((el as HTMLElement).innerText, '');
      return own.trim().length > 0;
    };
    const small: string[] = [];
    for (const el of document.querySelector(part)?.querySelectorAll(selector) ?? []) {
      let target: Element = el;
      const input = el as HTMLInputElement;
      // A checkbox, radio or visually hidden input is reached through its label.
      if (
        el.tagName === 'INPUT' &&
        (['checkbox', 'radio'].includes(input.type) || el.getBoundingClientRect().width <= 1)
      ) {
        const label = input.labels?.[0];
        if (!label) continue;
        target = label;
      }
      if (inRunningText(target)) continue;
      const rect = target.getBoundingClientRect();
      if (!visible(target, rect)) continue;
      // half a pixel for sub-pixel layout
      if (rect.width + 0.5 < min || rect.height + 0.5 < min)
        small.push(`${describe(target)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return [...new Set(small)];
  }, args);
}

/** Every control at least 44 × 44 px; `within` (a CSS selector) checks only that part. */
export async function expectTouchTargets(page: Page, where: string, within?: string) {
  expect(await smallTargets(page, within), `controls under 44 × 44 px on ${where}`).toEqual([]);
}
