/**
 * Where the shell's floating plus shows (docs/product.md §2 Shell). Paths, not route names,
 * because the rule is written about paths and a path is known before a lazy screen has loaded.
 * CSS shows it only from 769 to 1024 px: below, the tab bar's New offers the same; above, the
 * sidebar's.
 */

/**
 * Pages that already offer a way to add an entry, are about adding one, or have their own field
 * at the bottom (a conversation's composer, which a button would float over). /stats and
 * /messages stand for their pages below them too (a journal's stats, a conversation).
 */
const WITHOUT_FLOATING_PLUS = new Set(['/push', '/home', '/stats', '/create-journal', '/messages']);
const FAMILIES = ['/stats', '/messages'];

/** A trailing slash names the same page; /stats/:journal is the stats page, and so on. */
const pageOf = (path: string) => {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return FAMILIES.find((family) => page.startsWith(`${family}/`)) ?? page;
};

export function showsFloatingPlus(path: string, authenticated: boolean): boolean {
  return authenticated && !WITHOUT_FLOATING_PLUS.has(pageOf(path));
}
