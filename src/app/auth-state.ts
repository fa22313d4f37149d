import type { User } from '../../contract/users';
import type { Local } from '../../local-store/db';

/** docs/product.md §4: not yet checked, then authenticated or not. */
export interface AuthState {
  checked: boolean;
  authenticated: boolean;
  /** the signed-in user; null for a visitor, or offline before any sync stored the record */
  user: Local<User> | null;
  /** whose data this session writes; known even when `user` is not */
  userId: string | null;
  /**
   * A visitor only as the prerendered page was drawn, until the check answers: the page hydrates
   * with what it was drawn with, but no guard acts on the guess.
   */
  presumed?: boolean;
}

export const UNCHECKED: AuthState = {
  checked: false,
  authenticated: false,
  user: null,
  userId: null,
};

export const VISITOR: AuthState = { checked: true, authenticated: false, user: null, userId: null };

/** How a public page is prerendered (src/prerender) and hydrated: a visitor, not yet checked. */
export const PRESUMED_VISITOR: AuthState = { ...VISITOR, presumed: true };

export function signedIn(user: Local<User>): AuthState {
  return { checked: true, authenticated: true, user, userId: user.id };
}
