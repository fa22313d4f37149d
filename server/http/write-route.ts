import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { UserRow } from '../db/rows.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireAdmin, requireUser } from './auth.js';
import { limitBody } from './body-limit.js';
import type { AppEnv } from './env.js';
import { idempotent } from './idempotency.js';
import { doc, type RouteDoc } from './openapi.js';
import { validate } from './validate.js';

type Schema = StandardSchemaV1;
type Valid<S> = S extends Schema ? StandardSchemaV1.InferOutput<S> : undefined;

/**
 * A body no Hono validator reads (a form with files, JSON or a form): `read` reads and checks it
 * and sets its digest for the Idempotency-Key check, runs the rest and cleans up after; the
 * handler gets `value(c)`.
 */
export interface BodyReader<Value> {
  read: MiddlewareHandler<AppEnv>;
  value(c: Context<AppEnv>): Value;
  /** How the OpenAPI document shows it, unless the route's doc says otherwise. */
  requestBody?: RouteDoc['requestBody'];
}

/** true: 401 without a signed-in user; 'admin': 403 unless an administrator; 'optional': anyone. */
type Auth = true | 'admin' | 'optional' | false;
type Body = Schema | BodyReader<unknown>;

interface WriteOptions<A extends Auth, P, Q, B> {
  doc: Omit<RouteDoc, 'auth' | 'idempotent'>;
  auth: A;
  params?: P;
  query?: Q;
  /** Bytes the body may have, checked as it arrives (calls anyone may make). */
  bodyLimit?: number;
  /** A schema for a JSON body, or a reader for any other. */
  body?: B;
  /** docs/decisions.md #4: a replay with the same Idempotency-Key gets the first answer. */
  idempotent: boolean;
}

interface WriteInput<A extends Auth, P, Q, B> {
  user: A extends true | 'admin' ? UserRow : UserRow | undefined;
  params: Valid<P>;
  query: Valid<Q>;
  body: B extends BodyReader<infer Value> ? Value : Valid<B>;
}

const isReader = (body: Body): body is BodyReader<unknown> => 'read' in body;

/**
 * The one way to declare a mutating route: it documents, authenticates, validates the path, the
 * query and then the body, and only then checks the Idempotency-Key (which compares the validated
 * body), so that order cannot be got wrong; the handler gets the validated input, typed.
 */
export function writeRoutes(router: Hono<AppEnv>, deps: AppDeps) {
  const once = idempotent(deps);
  return function write<
    A extends Auth,
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Body | undefined = undefined,
  >(
    method: 'post' | 'put' | 'patch' | 'delete',
    path: string,
    options: WriteOptions<A, P, Q, B>,
    handler: (c: Context<AppEnv>, input: WriteInput<A, P, Q, B>) => Response | Promise<Response>,
  ): void {
    const { auth, params, query, bodyLimit, body } = options;
    const reader = body && isReader(body) ? body : undefined;
    const chain: MiddlewareHandler[] = [
      doc({
        ...options.doc,
        auth: auth === 'admin' ? true : auth,
        idempotent: options.idempotent,
        requestBody: options.doc.requestBody ?? reader?.requestBody,
      }),
    ];
    if (auth === true || auth === 'admin') chain.push(requireUser);
    if (auth === 'admin') chain.push(requireAdmin);
    if (params) chain.push(validate('param', params));
    if (query) chain.push(validate('query', query));
    if (bodyLimit !== undefined) chain.push(limitBody(bodyLimit));
    if (body) chain.push(reader ? reader.read : validate('json', body as Schema));
    if (options.idempotent) chain.push(once);
    chain.push(async (c: Context<AppEnv>) => {
      const valid = (target: 'param' | 'query' | 'json') =>
        (c.req as unknown as { valid(t: string): unknown }).valid(target);
      const input = {
        user: auth === true || auth === 'admin' ? currentUser(c) : c.get('user'),
        params: valid('param'),
        query: valid('query'),
        body: reader ? reader.value(c) : valid('json'),
      };
      return handler(c, input as WriteInput<A, P, Q, B>);
    });
    router.on(method.toUpperCase(), path, ...(chain as [MiddlewareHandler]));
  };
}
