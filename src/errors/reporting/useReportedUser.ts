import { useEffect } from 'react';
import { useAuth } from '../../app/useAuth';
import { setReportedUser } from './browser-reporter';

/** Keeps the reporter's user in step with the auth state (offline, only the id may be known). */
export function useReportedUser(): void {
  const { userId, user } = useAuth();
  const username = user?.ritual_user ?? null;
  const email = user?.email ?? null;
  useEffect(
    () => setReportedUser(userId ? { id: userId, username, email } : null),
    [userId, username, email],
  );
}
