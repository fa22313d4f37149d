// The API calls issue 9 loads, and the data behind them: a journal of 50 entries (read whole, and
// revalidated with the ETag a reader holds: issue 22), a user whose delta sync has 1,000 changes,
// and text entries posted as the page's outbox posts them.
import type { Client, Options, Request } from 'autocannon';
import { v7 as uuidv7 } from 'uuid';
import { ApiClient, type Person } from '../tests/support/api-client.js';
import { IDEMPOTENCY_HEADER } from '../contract/idempotency.js';

const JOURNAL_ENTRIES = 50;
const SYNC_CHANGES = 1000;
const SEED_PARALLEL = 8;
/** About what a journal note holds; every entry the load reads or writes carries one. */
const note = (n: number) =>
  `Practice ${n}: scales in G major, slow then at tempo; the left hand still rushes the turn, ` +
  `so next time start with the metronome at 60.`;

export interface ApiRoute {
  key: 'entries' | 'unchanged' | 'sync' | 'post';
  /** how the figure names it */
  label: string;
  /** the least share of the bare route's rate Ritual must serve (issues 9 and 22); writes: none */
  leastShare: number | undefined;
  /** path and query, after the server's origin */
  path: string;
  /** size of Ritual's JSON answer */
  answerBytes: number;
  /** the only status a run may get: a 200 to a POST would be a replay, not a new entry */
  status: 200 | 201 | 304;
  /** autocannon options besides url, connections and duration; fresh for each run */
  options(): Partial<Options>;
}

/** Response headers a route answered with, as the bare route is to answer them. */
export type AnswerHeaders = Record<string, string>;

export interface ApiWorkload {
  routes: ApiRoute[];
  /**
   * What Ritual answered to each route, bodies and headers (security headers, ETag, cache rules),
   * for the bare route to answer the same bytes.
   */
  payloads: {
    entries: unknown;
    sync: unknown;
    post: unknown;
    etag: string;
    headers: Record<ApiRoute['key'], AnswerHeaders>;
  };
}

/**
 * The headers of an answer that are Ritual's to choose: not those Node's HTTP server writes
 * itself (date, length, connection), nor the JSON type the bare route's c.json() sets anyway.
 */
function ownHeaders(response: Response): AnswerHeaders {
  const node = new Set(['date', 'content-length', 'connection', 'keep-alive', 'content-type']);
  return Object.fromEntries([...response.headers].filter(([name]) => !node.has(name)));
}

/** GET `path` as `who`, with extra headers: the status, JSON body and Ritual's own headers. */
async function getAnswer(url: string, token: string, extra: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...extra } });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: ownHeaders(response),
  };
}

const size = (answer: unknown) => Buffer.byteLength(JSON.stringify(answer));

const newEntry = (journalId: string, n: number) => {
  const id = uuidv7();
  return {
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: id },
    body: JSON.stringify({ id, journal_id: journalId, notes: note(n) }),
  };
};

async function postEntry(baseUrl: string, who: Person, journalId: string, n: number) {
  const { headers, body } = newEntry(journalId, n);
  const response = await fetch(`${baseUrl}/api/entries`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${who.token}` },
    body,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/entries: ${response.status} ${text}`);
  return { body: JSON.parse(text) as unknown, headers: ownHeaders(response) };
}

async function postEntries(baseUrl: string, who: Person, journalId: string, count: number) {
  let next = 0;
  const worker = async () => {
    while (next < count) await postEntry(baseUrl, who, journalId, next++);
  };
  await Promise.all(Array.from({ length: SEED_PARALLEL }, worker));
}

/**
 * Seeds a fresh server and describes the load on it. `posters`: how many users post at once (one
 * per connection: one person never posts from several connections at the same instant).
 */
export async function prepareApiWorkload(baseUrl: string, posters: number): Promise<ApiWorkload> {
  const api = new ApiClient(baseUrl);
  const reader = await api.register('reader');
  const journal = (await api.call('POST', '/journals', reader, {
    private: false,
    title: 'Scales',
  })) as {
    id: string;
  };
  const archive = (await api.call('POST', '/journals', reader, {
    private: false,
    title: 'Archive',
  })) as {
    id: string;
  };
  await postEntries(baseUrl, reader, journal.id, JOURNAL_ENTRIES);
  const syncPath = `/sync?since=0&limit=${SYNC_CHANGES}`;
  // Other changes (the user, the journals) count too: top up until the page is full.
  for (;;) {
    const { changes } = (await api.call('GET', syncPath, reader)) as { changes: unknown[] };
    if (changes.length >= SYNC_CHANGES) break;
    await postEntries(baseUrl, reader, archive.id, SYNC_CHANGES - changes.length);
  }
  const writers = await Promise.all(
    Array.from({ length: posters }, async () => {
      const who = await api.register('poster');
      const own = (await api.call('POST', '/journals', who, { private: false, title: 'Log' })) as {
        id: string;
      };
      return { who, journalId: own.id };
    }),
  );

  const entriesPath = `/journals/${journal.id}/entries?limit=${JOURNAL_ENTRIES}`;
  const held = await getAnswer(`${baseUrl}/api${entriesPath}`, reader.token);
  const entries = held.body as { entries: unknown[] };
  if (entries.entries.length !== JOURNAL_ENTRIES)
    throw new Error(`the journal answered ${entries.entries.length} entries`);
  const etag = held.headers.etag;
  if (!etag) throw new Error(`GET /api${entriesPath} answered without an ETag`);
  const unchanged = await getAnswer(`${baseUrl}/api${entriesPath}`, reader.token, {
    'if-none-match': etag,
  });
  if (unchanged.status !== 304) throw new Error(`the held ETag answered ${unchanged.status}`);
  const syncAnswer = await getAnswer(`${baseUrl}/api${syncPath}`, reader.token);
  const sync = syncAnswer.body as { changes: unknown[] };
  const post = await postEntry(baseUrl, writers[0]!.who, writers[0]!.journalId, 0);
  const asReader = { authorization: `Bearer ${reader.token}` };

  const routes: ApiRoute[] = [
    {
      key: 'entries',
      label: `GET /api/journals/{id}/entries (${JOURNAL_ENTRIES} entries)`,
      leastShare: 0.5,
      path: `/api${entriesPath}`,
      answerBytes: size(entries),
      status: 200,
      options: () => ({ method: 'GET', headers: asReader }),
    },
    {
      key: 'unchanged',
      label: `GET /api/journals/{id}/entries, unchanged since the reader's ETag (304)`,
      leastShare: 0.8,
      path: `/api${entriesPath}`,
      answerBytes: 0,
      status: 304,
      options: () => ({ method: 'GET', headers: { ...asReader, 'if-none-match': etag } }),
    },
    {
      key: 'sync',
      label: `GET /api/sync (${sync.changes.length} changes)`,
      leastShare: 0.5,
      path: `/api${syncPath}`,
      answerBytes: size(sync),
      status: 200,
      options: () => ({ method: 'GET', headers: asReader }),
    },
    {
      key: 'post',
      label: 'POST /api/entries (text)',
      leastShare: undefined,
      path: '/api/entries',
      answerBytes: size(post.body),
      status: 201,
      options: () => {
        let connection = 0;
        let n = 0;
        return {
          // Each connection posts as its own user; each request is a new entry with its own key.
          setupClient: (client: Client) => {
            const writer = writers[connection++ % writers.length]!;
            const request: Request = {
              method: 'POST',
              path: '/api/entries',
              setupRequest: (req) => {
                const { headers, body } = newEntry(writer.journalId, n++);
                return {
                  ...req,
                  headers: { ...headers, authorization: `Bearer ${writer.who.token}` },
                  body,
                };
              },
            };
            client.setRequests([request]);
          },
        };
      },
    },
  ];
  return {
    routes,
    payloads: {
      entries,
      sync,
      post: post.body,
      etag,
      headers: {
        entries: held.headers,
        unchanged: unchanged.headers,
        sync: syncAnswer.headers,
        post: post.headers,
      },
    },
  };
}
