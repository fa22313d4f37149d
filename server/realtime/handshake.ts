import type { Socket } from 'socket.io';
import type { AppDeps } from '../deps.js';
import { bearerToken, sessionForToken } from '../http/auth.js';

type Handshake = Pick<Socket['handshake'], 'auth' | 'headers'>;

/** The session token a handshake carries: `auth: { token }`, or an `Authorization: Bearer` header. */
function handshakeToken(handshake: Handshake): string | undefined {
  const fromAuth: unknown = handshake.auth.token;
  if (typeof fromAuth === 'string') return fromAuth;
  return bearerToken(handshake.headers.authorization);
}

/** Who a handshake signs in as, by the API's own token check; undefined refuses it. */
export async function handshakeUser(
  deps: AppDeps,
  handshake: Handshake,
): Promise<{ userId: string; sessionId: string } | undefined> {
  const found = await sessionForToken(deps, handshakeToken(handshake));
  return found && { userId: found.user.id, sessionId: found.sessionId };
}
