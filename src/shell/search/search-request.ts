/**
 * What a tag chip asks the search overlay to look for. The overlay is mounted only while open,
 * so the chip leaves the term here for the dialog to open with. (Chips live on entry cards and
 * pages, which the modal dialog makes inert while it is open: none is pressed meanwhile.)
 */
let asked: string | null = null;

export function askToSearch(term: string): void {
  asked = term;
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

/** Search closed: the next opening starts from an empty field. */
export function forgetAskedSearch(): void {
  asked = null;
}
