import type { Socket } from 'socket.io';
import type { AppDeps } from '../deps.js';
import { bearerToken, sessionForToken } from '../http/auth.js';

type Handshake = Pick<Socket['handshake'], 'auth' | 'headers'>;

/** The session token a handshake carries: `auth: { token }`, or an `Authorization: Bearer` header. */
export function handshakeToken(handshake: Handshake): string | undefined {
  const fromAuth: unknown = handshake.auth.token;
  if (typeof fromAuth === 'string') return fromAuth;
  return bearerToken(handshake.headers.authorization);
}

/** The user a handshake signs in as, by the API's own token check; undefined refuses it. */
export async function handshakeUser(
  deps: AppDeps,
  handshake: Handshake,
): Promise<string | undefined> {
  const found = await sessionForToken(deps, handshakeToken(handshake));
  return found?.user.id;
}
