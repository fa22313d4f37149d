import type { Journal } from '../../../contract/journals';
import { answerOf } from '../../api/answer';
import { pageHttp } from '../../api/page-http';
import type { Person } from './search-results';

export interface SearchServerDeps {
  /** default: this origin's /api */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

export interface ServerMatches {
  journals: Journal[];
  people: Person[];
}

/** A search must not hang the overlay on a server that does not answer. */
const SEARCH_TIMEOUT_MS = 15_000;

/**
 * GET /api/journals/search/{term} and GET /api/users/search/{term} at once, as the signed-in user
 * (the journal search then includes their private journals and collaborations). `paths` come from
 * serverSearchPaths. Throws ky's errors, or the abort when `signal` fires.
 */
export async function searchServer(
  deps: SearchServerDeps,
  paths: { journals: string; users: string },
  signal?: AbortSignal,
): Promise<ServerMatches> {
  const http = pageHttp(deps, SEARCH_TIMEOUT_MS);
  const options = signal ? { signal } : {};
  // Loaded on first use, so zod stays out of the first page's JavaScript.
  const schemas = import('../../../contract/discovery');
  const [journals, users] = await Promise.all([
    answerOf(http.get(paths.journals, options), async () => (await schemas).JournalListSchema),
    answerOf(http.get(paths.users, options), async () => (await schemas).UserSearchResultSchema),
  ]);
  return { journals: journals.journals, people: users.users };
}
