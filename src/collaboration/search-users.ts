import type { z } from 'zod';
import type { UserRefSchema } from '../../contract/journals';
import { answerOf } from '../api/answer';
import { pageHttp } from '../api/page-http';

export type UserRef = z.infer<typeof UserRefSchema>;

/**
 * GET /api/users/search/{term}: users whose name starts with the term (at most 20). Only the
 * server knows every user, so this needs a connection; ky's errors reach the caller.
 */
export async function searchUsers(term: string, fetchImpl?: typeof fetch): Promise<UserRef[]> {
  const http = pageHttp(fetchImpl ? { fetch: fetchImpl } : {});
  // Loaded on first use: zod stays out of the first page's JavaScript.
  const found = await answerOf(
    http.get(`users/search/${encodeURIComponent(term)}`),
    async () => (await import('../../contract/discovery')).UserSearchResultSchema,
  );
  return found.users;
}
