import { Navigate, Outlet } from 'react-router-dom';
import { useAdmittedHere } from './useAdmittedHere';
import { useAuth } from './useAuth';

export interface GuestOnlyProps {
  /** where a signed-in user goes: their profile (docs/product.md §2 guard 2) or, from '/', their home */
  signedInTo: 'profile' | 'home';
}

/** Pages for visitors only; a signed-in user arriving here is sent on once the session is checked. */
export function GuestOnly({ signedInTo }: GuestOnlyProps) {
  const { checked, presumed, authenticated, user } = useAuth();
  // A prerendered page stays as drawn until the check answers; a signed-in answer then moves on.
  const admitted = useAdmittedHere(checked && !authenticated && !presumed);
  if (!checked) return null;
  if (admitted || presumed) return <Outlet />;
  // Offline with no stored record, or with no username yet, there is no profile to go to.
  const profile = user?.ritual_user ? `/${user.ritual_user}` : '/home';
  return <Navigate to={signedInTo === 'home' ? '/home' : profile} replace />;
}
