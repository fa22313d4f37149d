import { createContext } from 'react';
import type { User } from '../../contract/users';
import type { AuthState } from './auth-state';

export interface Auth extends AuthState {
  /** after a login or join: keeps the session and the user on this device */
  signIn: (user: User, token: string) => Promise<void>;
  /** ends the session here and (when reachable) on the server; the outbox stays */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<Auth | null>(null);
