import { Navigate, Outlet } from 'react-router-dom';
import { useAdmittedHere } from './useAdmittedHere';
import { useAuth } from './useAuth';

/** docs/product.md §2 guard 1: once the session is checked, visitors arriving here go to the root path. */
export function RequireSignedIn() {
  const { checked, presumed, authenticated } = useAuth();
  const admitted = useAdmittedHere(checked && authenticated);
  // A guess is no answer: a signed-in person is not sent away before the check says so.
  if (!checked || presumed) return null;
  return admitted ? <Outlet /> : <Navigate to="/" replace />;
}
