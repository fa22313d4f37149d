import type { User } from '../../contract/users';
import { useAuth } from '../app/useAuth';
import { useCurrentUser } from '../hooks/data/useCurrentUser';

/** The signed-in user as this device holds them (live), or as sign-in answered; undefined while loading. */
export function useOwnUser(): User | null | undefined {
  const stored = useCurrentUser();
  const { user } = useAuth();
  if (stored) return stored;
  return user ?? stored;
}
