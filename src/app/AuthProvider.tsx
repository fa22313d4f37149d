import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../contract/users';
import type { RitualDb } from '../../local-store/db';
import { clearToken, readSession, saveSession } from '../../local-store/session';
import type { AuthApi } from './auth-api';
import { AuthContext, type Auth } from './auth-context';
import { signedIn, UNCHECKED, VISITOR, type AuthState } from './auth-state';
import { checkSession } from './check-session';
import { writeShellHint } from './shell-hint';
import { storeSignedInUser } from '../data/store-user';

export interface AuthProviderProps {
  db: RitualDb;
  api: AuthApi;
  /** e.g. sync at once, so the new user's journals arrive */
  onSignedIn?: () => void;
  /** the state before the check answers; PRESUMED_VISITOR where a prerendered page hydrates */
  initial?: AuthState;
  children: ReactNode;
}

/** Holds who is signed in; checks the stored session once per load. */
export function AuthProvider({
  db,
  api,
  onSignedIn,
  initial = UNCHECKED,
  children,
}: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initial);
  // One check per load, even though StrictMode runs the effect twice.
  const check = useRef<Promise<AuthState> | null>(null);

  useEffect(() => {
    let active = true;
    check.current ??= checkSession({
      db,
      // Storage refused (a frame on another site): a visitor, not an unhandled error.
      readSession: () => readSession().catch(() => ({ token: null, userId: null })),
      currentUser: () => api.currentUser(),
      clearToken: () => clearToken(),
    });
    void check.current.then((checked) => {
      if (active) setState(checked);
    });
    return () => {
      active = false;
    };
  }, [db, api]);

  // The next load lays out the shell this answer needs before its own check answers.
  useEffect(() => {
    if (state.checked && !state.presumed) writeShellHint(state.authenticated);
  }, [state.checked, state.presumed, state.authenticated]);

  // A signed-in load tells the server this device's push subscription again, for a renewal the
  // service worker could not prove (reminders/push-permission.ts). Only where notifications are
  // allowed: nobody else loads that code, and nothing is asked.
  useEffect(() => {
    if (!state.authenticated || typeof Notification === 'undefined') return;
    if (Notification.permission !== 'granted') return;
    void import('../reminders/push-permission')
      .then((push) => push.keepPushCurrent())
      .catch(() => undefined);
  }, [state.authenticated]);

  const auth = useMemo<Auth>(
    () => ({
      ...state,
      async signIn(user: User, token: string) {
        await saveSession({ token, userId: user.id });
        await storeSignedInUser(db, user);
        setState(signedIn((await db.users.get(user.id)) ?? user));
        onSignedIn?.();
      },
      async signOut() {
        const { token } = await readSession();
        // Offline the server cannot hear it; the token is forgotten here either way.
        if (token) api.logout(token).catch(() => undefined);
        await clearToken();
        setState(VISITOR);
      },
    }),
    [state, db, api, onSignedIn],
  );

  return <AuthContext value={auth}>{children}</AuthContext>;
}
