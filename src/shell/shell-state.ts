import type { Shortcut } from './shortcuts';

/** docs/product.md §4 "other UI state": the overlay flags screens read through ShellContext. */
export interface ShellState {
  searchOpen: boolean;
  pushOpen: boolean;
  sidebarOpen: boolean;
}

/**
 * The layout's whole state: the shared flags and the plus-upsell overlay's, which only the layout
 * reads (a write the server refused with 402 opens it, never a key).
 */
export interface LayoutState extends ShellState {
  plusOpen: boolean;
}

/** Every overlay the shell opens and closes: one per shortcut, and the plus overlay. */
export type Overlay = Shortcut | 'plus';

export const CLOSED: LayoutState = {
  searchOpen: false,
  pushOpen: false,
  sidebarOpen: false,
  plusOpen: false,
};

const FLAG_OF: Record<Overlay, keyof LayoutState> = {
  search: 'searchOpen',
  push: 'pushOpen',
  sidebar: 'sidebarOpen',
  plus: 'plusOpen',
};

/** A shortcut toggles its flag; a close button, Escape or a refusal sets one; the others stay. */
export type ShellAction = Shortcut | { set: Overlay; open: boolean };

export function shellReducer(state: LayoutState, action: ShellAction): LayoutState {
  if (typeof action === 'string') return toggle(state, action);
  const flag = FLAG_OF[action.set];
  return state[flag] === action.open ? state : { ...state, [flag]: action.open };
}

/** Each shortcut toggles its own flag and leaves the others as they are. */
export function toggle(state: LayoutState, shortcut: Shortcut): LayoutState {
  const flag = FLAG_OF[shortcut];
  return { ...state, [flag]: !state[flag] };
}
