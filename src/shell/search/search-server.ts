import { pageHttp } from '../../api/page-http';
import { ErrorText } from '../../../contract/error-texts';
import type { Journal } from '../../../contract/journals';
import { errorMessage, requestFailureOf } from '../../errors/messages';
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
  const [journals, users] = await Promise.all([
    http.get(paths.journals, signal ? { signal } : {}).json(),
    http.get(paths.users, signal ? { signal } : {}).json(),
  ]);
  // Loaded on first use, so zod stays out of the first page's JavaScript.
  const { JournalListSchema, UserSearchResultSchema } = await import('../../../contract/discovery');
  const journalList = JournalListSchema.safeParse(journals);
  const userList = UserSearchResultSchema.safeParse(users);
  if (!journalList.success || !userList.success) throw new UnexpectedAnswer();
  return { journals: journalList.data.journals, people: userList.data.users };
}

/** The server answered 200 with something that is not a search result. */
export class UnexpectedAnswer extends Error {
  constructor() {
    super(ErrorText.unexpectedResponse);
    this.name = 'UnexpectedAnswer';
  }
}

/** SPEC §8's sentence for a failed search, shown inside the overlay. */
export async function searchFailureMessage(error: unknown): Promise<string> {
  if (error instanceof UnexpectedAnswer) return ErrorText.unexpectedResponse;
  return errorMessage(await requestFailureOf(error));
}
