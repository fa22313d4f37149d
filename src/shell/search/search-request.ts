/**
 * What a tag chip asks the search overlay to look for. The overlay is mounted only while open,
 * so the chip leaves the term here: an opening dialog starts from it, an open one hears it.
 */
let asked: string | null = null;
const listeners = new Set<(term: string) => void>();

export function askToSearch(term: string): void {
  asked = term;
  for (const listener of listeners) listener(term);
}

/**
 * The term the dialog opens with: the one asked for since search last closed, or an empty field.
 * Read, never taken: React may render the dialog more than once before it shows (a render it
 * throws away, a layout that mounts it again while search stays open), and each must start from
 * the same term. Taking it left a slow phone's field empty.
 */
export function askedSearch(): string {
  return asked ?? '';
}

/** Hears what chips ask while the dialog is open; returns a function that stops. */
export function hearAskedSearch(listener: (term: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Search closed: the next opening starts from an empty field. */
export function forgetAskedSearch(): void {
  asked = null;
}
