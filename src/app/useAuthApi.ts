import { useContext } from 'react';
import { AuthApiContext } from './auth-api-context';
import type { AuthApi } from './auth-api';

export function useAuthApi(): AuthApi {
  const api = useContext(AuthApiContext);
  if (!api) throw new Error('useAuthApi needs the app providers above it.');
  return api;
}
