import { UsernameSchema, type User } from '../../../contract/users';
import { errorMessage, requestFailureOf } from '../../errors/messages';
import { updateOwnUser, type UpdateOwnUserDeps } from '../update-own-user';

export type SaveUsernameDeps = UpdateOwnUserDeps;

/** The user with their new name, or the sentence saying why not. */
export type UsernameOutcome = { saved: User } | { refused: string };

/**
 * Gives an account without a username (docs/product.md §2's username overlay) the one typed: checked with the
 * contract's rules first, then POST /api/users {id, username}; the server's answer is kept here,
 * so every screen reading the user sees the name at once. A refusal ('This username is taken.')
 * comes back as its sentence. This module is loaded only when a name is sent, keeping zod out of
 * the first page's JavaScript.
 */
export async function saveUsername(
  deps: SaveUsernameDeps,
  userId: string,
  typed: string,
): Promise<UsernameOutcome> {
  const checked = UsernameSchema.safeParse(typed);
  if (!checked.success)
    return { refused: checked.error.issues[0]?.message ?? 'Please choose another username.' };
  try {
    return { saved: await updateOwnUser(deps, userId, { username: checked.data }) };
  } catch (error) {
    return { refused: errorMessage(await requestFailureOf(error)) };
  }
}
