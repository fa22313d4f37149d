/** The server refuses longer terms (contract/discovery.ts SearchTermParamSchema). */
export const MAX_TERM_LENGTH = 64;

/**
 * What gets searched for: the typed text trimmed, cut to the server's limit; null when nothing is
 * left, so an empty field asks nobody.
 */
export function searchTerm(typed: string): string | null {
  const term = typed.trim().slice(0, MAX_TERM_LENGTH).trim();
  return term === '' ? null : term;
}

/**
 * The server's search paths for a term (relative, for the API client's prefix). The term is one
 * path segment, so '/', '?', '#' and '%' are encoded. '.' and '..' cannot be sent at all: a URL
 * treats them (even encoded) as "this folder" and "the folder above", which would ask another
 * path; for them only this device's journals are searched.
 */
export function serverSearchPaths(term: string): { journals: string; users: string } | null {
  if (term === '.' || term === '..') return null;
  const segment = encodeURIComponent(term);
  return { journals: `journals/search/${segment}`, users: `users/search/${segment}` };
}

/**
 * Whether one term continues the other ('kil' and 'kiln', either way round): their matches
 * mostly agree, so one's may stand in while the other's are on their way.
 */
export function termsAreNear(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.startsWith(y) || y.startsWith(x);
}
