import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmContext, type Ask } from './confirm-context';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';

interface Pending extends ConfirmRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

let nextId = 0;

/** Holds the one confirmation the app may be asking at a time; mount once near the root. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
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
        <ConfirmDialog
          key={pending.id}
          open
          {...pending}
          onAnswer={(confirmed) => {
            pending.resolve(confirmed);
            setPending(null);
          }}
        />
      )}
    </ConfirmContext.Provider>
  );
}
