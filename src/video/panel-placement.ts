/** docs/product.md §9: the inline panel's height, and how far past its top the reader may scroll. */
export const INLINE_HEIGHT_PX = 500;
const SCROLL_THRESHOLD_PX = 500;
/** docs/product.md §9: a new route's page settles (and its slot appears) before the panel is placed. */
export const ROUTE_CHANGE_DELAY_MS = 300;

export interface SlotBox {
  top: number;
  left: number;
  width: number;
}

export type Placement = { mode: 'inline'; box: SlotBox } | { mode: 'floating' };

/**
 * docs/product.md §2: inline counts as shown only on the chat's own journal, while the reader is within
 * 500 px of the section's top; anywhere else the call floats in its small box.
 */
export function placementOf(
  chatJournalId: string,
  slot: { journalId: string; box: SlotBox } | null,
): Placement {
  if (!slot || slot.journalId !== chatJournalId) return { mode: 'floating' };
  if (slot.box.top < -SCROLL_THRESHOLD_PX) return { mode: 'floating' };
  return { mode: 'inline', box: slot.box };
}

export function samePlacement(a: Placement, b: Placement): boolean {
  if (a.mode !== b.mode) return false;
  if (a.mode === 'floating' || b.mode === 'floating') return true;
  return a.box.top === b.box.top && a.box.left === b.box.left && a.box.width === b.box.width;
}
