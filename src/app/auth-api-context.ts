import { createContext } from 'react';
import type { AuthApi } from './auth-api';

export const AuthApiContext = createContext<AuthApi | null>(null);
