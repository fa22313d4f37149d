import { useNavigate } from 'react-router-dom';
import { useAuth } from './useAuth';

/**
 * The server ended the session (a 401: signed out everywhere, the password changed elsewhere).
 * As after any 401 the token goes and the device keeps the account's data, unsent changes
 * included, for that person's next sign-in; another account signing in first has it forgotten
 * (device-owner.ts). Then to /login.
 */
export function useSessionEnded(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    await navigate('/login', { replace: true });
  };
}
