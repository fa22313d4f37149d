import type { User } from '../../contract/users';
import { answerOf } from '../api/answer';
import { pageHttp } from '../api/page-http';

export interface AuthResult {
  user: User;
  token: string;
}

/** The server's auth calls (docs/product.md §7, the pinned contract). Failures throw ky's errors. */
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
  /** cancels the email change the old address was told of; answers what became of it, in words */
  cancelEmailChange(token: string): Promise<string>;
}

/** The answers' schemas (and zod with them) load on first use, not with the first page. */
const userSchemas = () => import('../../contract/users');
const authResult = async () => (await userSchemas()).AuthResultSchema;
const currentUser = async () => (await userSchemas()).CurrentUserSchema;
const securityAnswer = async () =>
  (await import('../../contract/account-security')).AccountSecurityAnswerSchema;

/** A mailed link's token as a path segment. */
const linkPath = (route: string, token: string) => `${route}/${encodeURIComponent(token)}`;

export function createAuthApi(baseUrl = `${location.origin}/api`): AuthApi {
  // A sign-in form should not spin forever on a hung connection: pageHttp's timeout.
  const http = pageHttp({ baseUrl });

  return {
    register: (body) => answerOf(http.post('auth/register', { json: body }), authResult),
    login: (body) => answerOf(http.post('auth/login', { json: body }), authResult),
    async currentUser() {
      return (await answerOf(http.get('auth'), currentUser)).user;
    },
    async logout(token) {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      await http.post('auth/logout', headers ? { headers } : {});
    },
    async requestPasswordReset(login) {
      const request = http.post('auth/password-reset', { json: { login } });
      const answer = await answerOf(
        request,
        async () => (await userSchemas()).PasswordResetRequestedSchema,
      );
      return answer.message;
    },
    async checkPasswordResetLink(token) {
      await answerOf(
        http.get(linkPath('auth/password-reset', token)),
        async () => (await userSchemas()).PasswordResetLinkSchema,
      );
    },
    resetPassword: (token, password) =>
      answerOf(
        http.post(linkPath('auth/password-reset', token), { json: { password } }),
        authResult,
      ),
    async confirmEmail(token) {
      return (await answerOf(http.post(linkPath('auth/confirm-email', token)), currentUser)).user;
    },
    async cancelEmailChange(token) {
      const request = http.post(linkPath('auth/cancel-email-change', token));
      return (await answerOf(request, securityAnswer)).message;
    },
  };
}
