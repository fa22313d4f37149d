import { useContext } from 'react';
import { AuthContext, type Auth } from './auth-context';

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs the AuthProvider above it.');
  return auth;
}
