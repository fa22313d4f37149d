/** The little of an element a click breadcrumb needs; a DOM Element has it. */
interface ClickedElement {
  closest(selectors: string): ClickedElement | null;
  getAttribute(name: string): string | null;
  tagName: string;
  textContent: string | null;
}

const CLICKABLE = 'button, a, [role="button"], [role="link"], [role="menuitem"], summary';

/**
 * 'button "Add Entry"' for a click on a control, by its accessible name as far as it is cheap to
 * read; undefined for clicks on nothing clickable. Never a field's value.
 */
export function clickLabel(target: unknown): string | undefined {
  if (typeof target !== 'object' || target === null || !('closest' in target)) return undefined;
  const control = (target as ClickedElement).closest(CLICKABLE);
  if (!control) return undefined;
  const name = (
    control.getAttribute('aria-label') ??
    control.getAttribute('title') ??
    control.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  const kind = control.getAttribute('role') ?? control.tagName.toLowerCase();
  return name ? `${kind} "${name}"` : kind;
}
