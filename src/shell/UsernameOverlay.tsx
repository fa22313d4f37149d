import { lazy, Suspense } from 'react';
import type { User } from '../../contract/users';
import { useLocalStore } from '../hooks/data/useLocalStore';

// Only an account without a username ever sees it.
const UsernameDialog = lazy(() =>
  import('./username/UsernameDialog').then((m) => ({ default: m.UsernameDialog })),
);

/**
 * docs/product.md §2's username overlay: shown while the signed-in user has no ritual_user (an account made
 * before a username was required, or through a provider), until they choose one.
 */
export function UsernameOverlay({ user }: { user: User | null }) {
  const { db } = useLocalStore();
  if (user === null || user.ritual_user !== '') return null;
  const save = async (typed: string) => {
    const { saveUsername } = await import('./username/save-username');
    const outcome = await saveUsername({ db }, user.id, typed);
    return 'refused' in outcome ? outcome.refused : null;
  };
  return (
    <Suspense fallback={null}>
      <UsernameDialog onSave={save} />
    </Suspense>
  );
}
