/**
 * Where the shell's navigation shows (docs/product.md §2 Shell). Paths, not route names, because the rules
 * are written about paths and a path is known before a lazy screen has loaded.
 */

/** The top bar's New Entry / New Journal / Home would lead where the user already is. */
const WITHOUT_TOP_NAV = new Set(['/push', '/create-journal']);

/** Pages that already offer a way to add an entry, or are about adding one. */
const WITHOUT_FLOATING_PLUS = new Set(['/push', '/home', '/stats', '/create-journal']);

/** A trailing slash names the same page. */
const pageOf = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function showsTopNav(path: string): boolean {
  return !WITHOUT_TOP_NAV.has(pageOf(path));
}

export function showsFloatingPlus(path: string, authenticated: boolean): boolean {
  return authenticated && !WITHOUT_FLOATING_PLUS.has(pageOf(path));
}
