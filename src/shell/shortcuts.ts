/** docs/product.md §9: the app-wide keyboard shortcuts. */
export type Shortcut = 'search' | 'push' | 'sidebar';

/** The parts of a KeyboardEvent that decide a shortcut, so the rule is testable without a DOM. */
export interface KeyPress {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  /** the key went to a text input, a textarea or contenteditable: it is typing, not a command */
  typing: boolean;
}

/** Which shortcut a key press means, or null for an ordinary key. */
export function shortcutOf(press: KeyPress): Shortcut | null {
  if (press.typing || press.altKey) return null;
  const command = press.metaKey || press.ctrlKey;
  // Cmd/Ctrl+K as well as the product's Cmd/Ctrl+/: the key most apps' search answers to.
  if ((press.key === '/' || press.key.toLowerCase() === 'k') && command) return 'search';
  if (command) return null;
  const key = press.key.toLowerCase();
  if (key === 'n') return 'push';
  if (key === 'h') return 'sidebar';
  return null;
}

/** Input types where a letter is text; buttons, checkboxes and the like take no typing. */
const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'password',
  'url',
  'tel',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** The parts of an event target that tell typing apart. */
export interface KeyTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

export function isTyping(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}
