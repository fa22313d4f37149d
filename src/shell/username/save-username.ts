import { v7 as uuidv7 } from 'uuid';
import { CurrentUserSchema, UsernameSchema, type User } from '../../../contract/users';
import { storeSignedInUser } from '../../app/store-user';
import type { RitualDb } from '../../data/db';
import { readSession } from '../../data/session';
import { httpClient } from '../../data/sync/http-client';
import { errorMessage, requestFailureOf } from '../../errors/messages';

export interface SaveUsernameDeps {
  db: RitualDb;
  /** default: this origin's /api */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

/** The user with their new name, or the sentence saying why not. */
export type UsernameOutcome = { saved: User } | { refused: string };

/**
 * Gives an account without a username (SPEC §2's username overlay) the one typed: checked with the
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
  const http = httpClient({
    baseUrl: deps.baseUrl ?? `${location.origin}/api`,
    getToken: deps.getToken ?? (async () => (await readSession()).token ?? undefined),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  }).extend({ throwHttpErrors: true, timeout: 15_000 });
  try {
    const answer = await http
      .post('users', {
        json: { id: userId, username: checked.data },
        headers: { 'idempotency-key': uuidv7() },
      })
      .json();
    const { user } = CurrentUserSchema.parse(answer);
    await storeSignedInUser(deps.db, user);
    return { saved: user };
  } catch (error) {
    return { refused: errorMessage(await requestFailureOf(error)) };
  }
}
