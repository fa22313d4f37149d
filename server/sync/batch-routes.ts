import { Hono } from 'hono';
import { resolver } from 'hono-openapi';
import {
  BATCH_ANSWER_HEADERS,
  BatchBodySchema,
  BatchResultSchema,
  type BatchAnswer,
  type BatchedWrite,
} from '../../contract/batch.js';
import { waitsForLater } from '../../contract/outbox.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { json } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { invalid } from '../errors.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';
import { matchWrite, requestOf as writeRequestOf } from '../../contract/write-request.js';
import type { Write } from '../../contract/writes.js';

/** How the batch hands one write to the whole app, as if it had come on its own. */
export type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The request a batched write would have been, built by the catalogue's one request builder
 * (contract/write-request.ts) from the write it names; undefined when it names none. A batch
 * carries queued writes only: a path the page never queues (a sign-in, a read, '../batch') is
 * refused whole. The body is not checked here: the route checks it and answers in line, as it
 * would have alone.
 */
function requestOf(
  batched: BatchedWrite,
  origin: string,
  authorization: string,
): Request | undefined {
  const target = matchWrite(batched.method, batched.path);
  if (!target) return undefined;
  const { method, path } = writeRequestOf({ ...target, body: batched.body } as Write);
  const url = new URL(`/api/${path}`, origin);
  // A param of '..' or '.' would be resolved away by URL and land on another call: not this write.
  if (url.pathname !== `/api/${path}`) return undefined;
  const headers = new Headers({ authorization, [IDEMPOTENCY_HEADER]: batched.key });
  if (batched.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(url, {
    method,
    headers,
    ...(batched.body !== undefined ? { body: JSON.stringify(batched.body) } : {}),
  });
}

async function answerOf(response: Response): Promise<BatchAnswer> {
  const headers: Record<string, string> = {};
  for (const name of BATCH_ANSWER_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const text = await response.text();
  const isJson = headers['content-type']?.includes('json') ?? false;
  return { status: response.status, headers, body: isJson && text ? JSON.parse(text) : null };
}

/** Mounted at /batch. */
export function batchRoutes(deps: AppDeps, dispatch: Dispatch) {
  const routes = new Hono<AppEnv>();

  writeRoutes(routes, deps)(
    'post',
    '/',
    {
      doc: {
        summary:
          'Several writes in one request, done in order, each as if sent alone (its own Idempotency-Key and answer); stops after a "not now" answer (5xx, 401, 408, 429, 409 with Retry-After)',
        tags: ['sync'],
        requestBody: { content: { 'application/json': { schema: resolver(BatchBodySchema) } } },
        responses: { 200: json(BatchResultSchema, 'The answers of the writes done, in order') },
        errors: [400, 401, 413],
      },
      auth: true,
      body: BatchBodySchema,
      idempotent: false,
    },
    async (c, { body }) => {
      const { writes } = body;
      const origin = new URL(c.req.url).origin;
      const authorization = c.req.header('authorization')!;
      const requests = writes.map((write) => requestOf(write, origin, authorization));
      const outside = requests.findIndex((request) => request === undefined);
      if (outside >= 0) {
        const { method, path } = writes[outside]!;
        throw invalid(`writes.${outside}.path: ${method} ${path} is not a write the API queues.`);
      }

      const answers: BatchAnswer[] = [];
      for (const request of requests) {
        const answer = await answerOf(await dispatch(request!, c.env));
        answers.push(answer);
        if (waitsForLater(answer.status, 'retry-after' in answer.headers)) break;
      }
      return c.json({ answers });
    },
  );

  return routes;
}
