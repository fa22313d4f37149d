import type { User } from '../../contract/users';

/**
 * Whether the signed-in user moderates. The server knows it (users.role); the page learns it from
 * an `admin` flag on the user's own record, read here so that one place changes with the contract.
 */
export function isAdmin(user: User | null): boolean {
  return user?.admin === true;
}
