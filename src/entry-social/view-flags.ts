/**
 * docs/product.md §4's view flag: what entry cards offer beside each entry. Bookmarks are on and comments
 * off until the user says otherwise; the choice is kept on this device as JSON (docs/product.md §9).
 */
export interface ViewFlags {
  bookmarks: boolean;
  comments: boolean;
}

export const VIEW_FLAGS_KEY = 'entryViewFlags';
export const DEFAULT_VIEW_FLAGS: ViewFlags = { bookmarks: true, comments: false };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The saved flags; anything unreadable counts as the defaults, field by field. */
export function parseViewFlags(text: string | null): ViewFlags {
  if (text === null) return DEFAULT_VIEW_FLAGS;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return DEFAULT_VIEW_FLAGS;
  }
  if (saved === null || typeof saved !== 'object') return DEFAULT_VIEW_FLAGS;
  const { bookmarks, comments } = saved as Partial<Record<keyof ViewFlags, unknown>>;
  return {
    bookmarks: typeof bookmarks === 'boolean' ? bookmarks : DEFAULT_VIEW_FLAGS.bookmarks,
    comments: typeof comments === 'boolean' ? comments : DEFAULT_VIEW_FLAGS.comments,
  };
}

export function readViewFlags(storage: Storage | undefined): ViewFlags {
  try {
    return parseViewFlags(storage?.getItem(VIEW_FLAGS_KEY) ?? null);
  } catch {
    // Storage may be refused (private mode, blocked cookies): the defaults still work.
    return DEFAULT_VIEW_FLAGS;
  }
}

export function saveViewFlags(storage: Storage | undefined, flags: ViewFlags): void {
  try {
    storage?.setItem(VIEW_FLAGS_KEY, JSON.stringify(flags));
  } catch {
    // Not kept across visits, but this page still shows the choice.
  }
}
