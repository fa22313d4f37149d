import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Route guards judge a navigation, not every change of the session: a user who signs in on
 * /login (or out on /home) stays until that screen moves on by itself. True once `admit` held at
 * the current location.
 */
export function useAdmittedHere(admit: boolean): boolean {
  const { key } = useLocation();
  const [admittedAt, setAdmittedAt] = useState<string | null>(null);
  if (admit && admittedAt !== key) setAdmittedAt(key);
  return admit || admittedAt === key;
}
