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

/** Each shortcut toggles its own flag and leaves the others as they are. */
export function toggle(state: ShellState, shortcut: Shortcut): ShellState {
  const flag = FLAG_OF[shortcut];
  return { ...state, [flag]: !state[flag] };
}
