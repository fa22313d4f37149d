import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { warmUp } from '../app/warm-up';
import { ConfirmContext, type Ask } from './confirm-context';
import type { ConfirmRequest } from './ConfirmDialog';

// The dialog (Radix's, with its focus trap and scroll lock) loads with the first question: a
// third of the first screen's JavaScript budget otherwise, for a dialog most visits never open.
// It is warmed up once the page is idle: deleting offline asks too.
const loadDialog = () => import('./ConfirmDialog');
const ConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

interface Pending extends ConfirmRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

let nextId = 0;

/** Holds the one confirmation the app may be asking at a time; mount once near the root. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => warmUp(loadDialog), []);
  const ask = useCallback<Ask>(
    (request) =>
      new Promise<boolean>((resolve) => {
        setPending((current) => {
          // a second question replaces the first, which counts as not confirmed
          current?.resolve(false);
          return { ...request, id: (nextId += 1), resolve };
        });
      }),
    [],
  );
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={pending.id}
            open
            {...pending}
            onAnswer={(confirmed) => {
              pending.resolve(confirmed);
              setPending(null);
            }}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
