export interface ToneInput {
  /** the unread messages addressed to the user that are here now */
  unread: readonly { id: string; sender_id: string }[];
  userId: string;
  /** the page's current path */
  path: string;
  /** true after the user's first click on the page (docs/product.md §4: muted until then) */
  unlocked: boolean;
  /** the ids already heard or passed over; undefined before the first look */
  heard: ReadonlySet<string> | undefined;
}

export interface ToneDecision {
  play: boolean;
  /** what counts as heard from now on */
  heard: ReadonlySet<string>;
}

/**
 * docs/product.md §4: a sound when a message arrives, unless the user sent it or the path contains
 * 'messages'; muted until the first click. What was here at the first look, or arrived while
 * muted, never rings later.
 */
export function incomingTone({ unread, userId, path, unlocked, heard }: ToneInput): ToneDecision {
  const now = new Set(unread.map((message) => message.id));
  if (heard === undefined) return { play: false, heard: now };
  const arrived = unread.filter((message) => !heard.has(message.id));
  const fromOthers = arrived.some((message) => message.sender_id !== userId);
  return { play: fromOthers && unlocked && !path.includes('messages'), heard: now };
}
