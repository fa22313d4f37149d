import { useMemo, useReducer } from 'react';
import type { Shell } from './shell-context';
import { CLOSED, shellReducer } from './shell-state';

/** Holds the shell's flags; the default layout provides them through ShellContext. */
export function useShellState(): Shell {
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
