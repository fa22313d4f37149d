/**
 * What a tag chip asks the search overlay to look for when it opens it: the overlay is mounted
 * only while open and starts from an empty field, so the chip leaves the term here for it to take.
 */
let asked: string | null = null;

export function askToSearch(term: string): void {
  asked = term;
}

/** The term a chip asked for (once), or an empty field. */
export function takeAskedSearch(): string {
  const term = asked ?? '';
  asked = null;
  return term;
}
