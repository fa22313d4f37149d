import { useContext } from 'react';
import { ShellContext, type Shell } from './shell-context';

/** The shell's flags (search, new entry, Home sidebar) for a screen inside the default layout. */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the default layout above it.');
  return shell;
}
