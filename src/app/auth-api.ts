import type { KyInstance } from 'ky';
import type { User } from '../../contract/users';
import { readSession } from '../../local-store/session';
import { httpClient } from '../data/sync/http-client';

export interface AuthResult {
  user: User;
  token: string;
}

/** The server's auth calls (DESIGN's pinned contract). Failures throw ky's errors. */
export interface AuthApi {
  register(body: { username: string; email: string; password: string }): Promise<AuthResult>;
  login(body: { login: string; password: string }): Promise<AuthResult>;
  /** who the stored token belongs to; throws an HTTPError with 401 for a dead token */
  currentUser(): Promise<User>;
  /** ends the given token (default: the stored one) on the server */
  logout(token?: string): Promise<void>;
  /** mails a reset link if `login` names an account; the answer is the same either way */
  requestPasswordReset(login: string): Promise<string>;
  /** throws an HTTPError (404, the server's words) for a used, expired or unknown link */
  checkPasswordResetLink(token: string): Promise<void>;
  /** sets the new password; the server signs the account out elsewhere and in here */
  resetPassword(token: string, password: string): Promise<AuthResult>;
  /** confirms the address the link was mailed to; answers with that account */
  confirmEmail(token: string): Promise<User>;
}

/** The answers' schemas (and zod with them) load on first use, not with the first page. */
const userSchemas = () => import('../../contract/users');

/** A mailed link's token as a path segment. */
const linkPath = (route: string, token: string) => `${route}/${encodeURIComponent(token)}`;

/** A sign-in form should not spin forever on a hung connection. */
const AUTH_TIMEOUT_MS = 15_000;

export function createAuthApi(baseUrl = `${location.origin}/api`): AuthApi {
  const http: KyInstance = httpClient({
    baseUrl,
    getToken: async () => (await readSession()).token ?? undefined,
  }).extend({ throwHttpErrors: true, timeout: AUTH_TIMEOUT_MS });

  return {
    async register(body) {
      const { AuthResultSchema } = await userSchemas();
      return AuthResultSchema.parse(await http.post('auth/register', { json: body }).json());
    },
    async login(body) {
      const { AuthResultSchema } = await userSchemas();
      return AuthResultSchema.parse(await http.post('auth/login', { json: body }).json());
    },
    async currentUser() {
      const { CurrentUserSchema } = await userSchemas();
      return CurrentUserSchema.parse(await http.get('auth').json()).user;
    },
    async logout(token) {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      await http.post('auth/logout', headers ? { headers } : {});
    },
    async requestPasswordReset(login) {
      const { PasswordResetRequestedSchema } = await userSchemas();
      const answer = await http.post('auth/password-reset', { json: { login } }).json();
      return PasswordResetRequestedSchema.parse(answer).message;
    },
    async checkPasswordResetLink(token) {
      const { PasswordResetLinkSchema } = await userSchemas();
      PasswordResetLinkSchema.parse(await http.get(linkPath('auth/password-reset', token)).json());
    },
    async resetPassword(token, password) {
      const { AuthResultSchema } = await userSchemas();
      const answer = await http.post(linkPath('auth/password-reset', token), {
        json: { password },
      });
      return AuthResultSchema.parse(await answer.json());
    },
    async confirmEmail(token) {
      const { CurrentUserSchema } = await userSchemas();
      const answer = await http.post(linkPath('auth/confirm-email', token)).json();
      return CurrentUserSchema.parse(answer).user;
    },
  };
}
