import { useNavigate } from 'react-router-dom';
import { useAuth } from './useAuth';

/** docs/product.md §2: after logout the user goes to /login. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    await navigate('/login', { replace: true });
  };
}
