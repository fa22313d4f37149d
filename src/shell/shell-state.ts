import type { Shortcut } from './shortcuts';

/** SPEC §4 "other UI state": the shell's overlay flags. */
export interface ShellState {
  searchOpen: boolean;
  pushOpen: boolean;
  sidebarOpen: boolean;
}

export const CLOSED: ShellState = { searchOpen: false, pushOpen: false, sidebarOpen: false };

const FLAG_OF: Record<Shortcut, keyof ShellState> = {
  search: 'searchOpen',
  push: 'pushOpen',
  sidebar: 'sidebarOpen',
};

/** A shortcut toggles its flag; a close button or Escape sets it; the others stay as they are. */
export type ShellAction = Shortcut | { set: Shortcut; open: boolean };

export function shellReducer(state: ShellState, action: ShellAction): ShellState {
  if (typeof action === 'string') return toggle(state, action);
  const flag = FLAG_OF[action.set];
  return state[flag] === action.open ? state : { ...state, [flag]: action.open };
}

/** Each shortcut toggles its own flag and leaves the others as they are. */
export function toggle(state: ShellState, shortcut: Shortcut): ShellState {
  const flag = FLAG_OF[shortcut];
  return { ...state, [flag]: !state[flag] };
}
