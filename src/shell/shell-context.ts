import { createContext } from 'react';
import type { ShellState } from './shell-state';
import type { Shortcut } from './shortcuts';

/** The shell's overlay flags, for the search overlay, new-entry panel and Home sidebar to read. */
export interface Shell extends ShellState {
  toggle: (what: Shortcut) => void;
  /** opens or closes one overlay (a close button, Escape, a drop that opens the panel) */
  setOpen: (what: Shortcut, open: boolean) => void;
}

export const ShellContext = createContext<Shell | null>(null);
