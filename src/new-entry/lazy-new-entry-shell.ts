import { lazy } from 'react';

const load = () => import('./NewEntryShell').then((m) => ({ default: m.NewEntryShell }));
let loading: ReturnType<typeof load> | undefined;

/**
 * The new-entry shell's chunk (N, drops, pastes, shares), fetched once. It is a signed-in person's
 * only, so it stays out of every visitor's first load (npm run bench -- bundle); a device that was
 * signed in fetches it before its first render (main.tsx), so a key pressed or a file dropped as
 * the page appears is not lost.
 */
export const loadNewEntryShell = () => (loading ??= load());

export const LazyNewEntryShell = lazy(loadNewEntryShell);
