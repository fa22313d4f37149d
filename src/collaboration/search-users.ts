import { pageHttp } from '../api/page-http';
import type { UserRefSchema } from '../../contract/journals';
import type { z } from 'zod';

export type UserRef = z.infer<typeof UserRefSchema>;

/**
 * GET /api/users/search/{term}: users whose name starts with the term (at most 20). Only the
 * server knows every user, so this needs a connection; ky's errors reach the caller.
 */
export async function searchUsers(term: string, fetchImpl?: typeof fetch): Promise<UserRef[]> {
  const http = pageHttp(fetchImpl ? { fetch: fetchImpl } : {});
  const answer = await http.get(`users/search/${encodeURIComponent(term)}`).json();
  // Loaded on first use: zod stays out of the first page's JavaScript.
  const { UserSearchResultSchema } = await import('../../contract/discovery');
  return UserSearchResultSchema.parse(answer).users;
}
