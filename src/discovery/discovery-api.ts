import type { KyInstance } from 'ky';
import { answerOf, type SchemaSource } from '../api/answer';
import { pageHttp } from '../api/page-http';
import type { ActivityItem } from '../../contract/activity';
import type { ExploreJournal, JournalPreview } from '../../contract/discovery';
import type { Journal } from '../../contract/journals';

// The schemas load on the first read, so zod stays out of Home's JavaScript (it was 25 KB gzip of
// what opening /home downloaded; `npm run bench -- routes`). Every answer is still checked.
const discovery = () => import('../../contract/discovery');
const activityPage = async () => (await import('../../contract/activity')).ActivityPageSchema;
const explorePage = async () => (await discovery()).ExplorePageSchema;
const journalList = async () => (await discovery()).JournalListSchema;
const journalPreviews = async () => (await discovery()).JournalPreviewsSchema;
const userSearchResult = async () => (await discovery()).UserSearchResultSchema;

/** A read must not leave the screen waiting on a server that does not answer. */
const READ_TIMEOUT_MS = 15_000;

export type Person = Journal['user'];

/** One page of a feed or list, and the cursor of the next (null at the end). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** Which activity feed: everyone's public one, or the journals the user follows or is part of. */
export type Feed = 'everyone' | 'following';

/** The API as the signed-in user (or as a visitor); ky's errors reach the caller. */
export function discoveryHttp(fetchImpl?: typeof fetch): KyInstance {
  return pageHttp(fetchImpl ? { fetch: fetchImpl } : {}, READ_TIMEOUT_MS);
}

const read = <T>(http: KyInstance, path: string, schema: SchemaSource<T>, signal?: AbortSignal) =>
  answerOf(http.get(path, signal ? { signal } : {}), schema);

const withCursor = (path: string, cursor: string | null) =>
  cursor === null
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/** GET /activity (everyone) or GET /users/activity (following), newest first. */
export async function readActivity(
  http: KyInstance,
  feed: Feed,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<ActivityItem>> {
  const path = feed === 'everyone' ? 'activity?limit=20' : 'users/activity?limit=20';
  const page = await read(http, withCursor(path, cursor), activityPage, signal);
  return { items: page.activity, next: page.next };
}

/** GET /journals/explore: public journals, most recently active first. */
export async function readExplore(
  http: KyInstance,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<ExploreJournal>> {
  const path = withCursor('journals/explore?limit=10', cursor);
  const page = await read(http, path, explorePage, signal);
  return { items: page.journals, next: page.next };
}

/** GET /journals/examples, in their curated order. */
export async function readExamples(http: KyInstance, signal?: AbortSignal): Promise<Journal[]> {
  return (await read(http, 'journals/examples', journalList, signal)).journals;
}

/** GET /journals/{id}/previews: the journal's newest pictures and videos. */
export async function readPreviews(
  http: KyInstance,
  journalId: string,
  signal?: AbortSignal,
): Promise<JournalPreview[]> {
  const path = `journals/${encodeURIComponent(journalId)}/previews`;
  return (await read(http, path, journalPreviews, signal)).previews;
}

/**
 * GET /users/search/{term}: people whose name starts with the term. '.' and '..' cannot be sent
 * (a URL reads them as folder steps), so they find nobody.
 */
export async function searchPeople(
  http: KyInstance,
  term: string,
  signal?: AbortSignal,
): Promise<Person[]> {
  if (term === '.' || term === '..') return [];
  const path = `users/search/${encodeURIComponent(term)}`;
  return (await read(http, path, userSearchResult, signal)).users;
}
