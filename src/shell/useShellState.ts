import { useMemo, useReducer } from 'react';
import type { Shell } from './shell-context';
import { CLOSED, shellReducer, type LayoutState, type Overlay } from './shell-state';

/** The shell's flags as the layout holds them: also the plus overlay's, which it opens and closes. */
export type LayoutShell = Omit<Shell, 'setOpen'> &
  LayoutState & {
    setOpen: (what: Overlay, open: boolean) => void;
  };

/** Holds the shell's flags; the default layout provides them through ShellContext. */
export function useShellState(): LayoutShell {
  const [state, dispatch] = useReducer(shellReducer, CLOSED);
  return useMemo(
    () => ({
      ...state,
      toggle: dispatch,
      setOpen: (what, open) => dispatch({ set: what, open }),
    }),
    [state],
  );
}
