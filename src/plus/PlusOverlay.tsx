import { lazy, Suspense } from 'react';
import type { User } from '../../contract/users';
import { usePlusRequired } from './usePlusRequired';

// Loaded when first opened: a 402 comes with a server answer, so the page is online then.
const PlusDialog = lazy(() => import('./PlusDialog').then((m) => ({ default: m.PlusDialog })));

export interface PlusOverlayProps {
  /** the shell's plusOpen flag */
  open: boolean;
  setOpen: (open: boolean) => void;
  user: User | null;
}

/** Opens the plus-upsell overlay when a write is refused for the free limit (402). */
export function PlusOverlay({ open, setOpen, user }: PlusOverlayProps) {
  const message = usePlusRequired(() => setOpen(true));
  if (!open || user === null) return null;
  return (
    <Suspense fallback={null}>
      <PlusDialog user={user} message={message} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
