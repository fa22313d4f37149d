/**
 * Where the shell's floating plus shows (docs/product.md §2 Shell). Paths, not route names,
 * because the rule is written about paths and a path is known before a lazy screen has loaded.
 * CSS shows it only from 769 to 1024 px: below, the tab bar's New offers the same; above, the
 * sidebar's.
 */

/**
 * Pages that already offer a way to add an entry, or are about adding one. /stats stands for its
 * one route, /stats/:journal? (a journal's stats are stats too).
 */
const WITHOUT_FLOATING_PLUS = new Set(['/push', '/home', '/stats', '/create-journal']);

/** A trailing slash names the same page; /stats/:journal is the stats page. */
const pageOf = (path: string) => {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return page.startsWith('/stats/') ? '/stats' : page;
};

export function showsFloatingPlus(path: string, authenticated: boolean): boolean {
  return authenticated && !WITHOUT_FLOATING_PLUS.has(pageOf(path));
}
