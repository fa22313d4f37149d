import {
  garbageMultipart,
  jsonBody,
  validValue,
  type Hints,
  type WireBody,
} from './fuzz-bodies.js';
import { hugeString, UNICODE_EDGES, type JsonSchema, type Rng } from './fuzz-inputs.js';
import { buildPath } from './fuzz-urls.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';

export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One path and method of /api/openapi.json, with what its request may carry. */
export interface Operation {
  method: string;
  /** as openapi writes it: /journals/{id}/entries */
  path: string;
  query: Parameter[];
  /** 5xx answers the route documents on purpose (501: payments are not configured) */
  documented5xx: number[];
  json?: JsonSchema;
  multipart?: JsonSchema;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: unknown; responses?: Record<string, unknown> }
    >
  >;
};

export function operations(openapi: OpenApi): Operation[] {
  return Object.entries(openapi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        documented5xx: Object.keys(op.responses ?? {})
          .map(Number)
          .filter((status) => status >= 500),
        ...(content?.['application/json'] ? { json: content['application/json'].schema } : {}),
        ...(content?.['multipart/form-data']
          ? { multipart: content['multipart/form-data'].schema }
          : {}),
      };
    }),
  );
}

export type Identity = 'user' | 'admin' | 'visitor';

/** What the fuzzer knows about the server's data: tokens, real path values, field hints. */
export interface World {
  token(identity: Identity): string | undefined;
  /** A real value for a path parameter of this route (a journal id, a username, …). */
  pathValue(route: string, name: string, rng: Rng): string;
  queryValue(name: string, rng: Rng): string | undefined;
  /** Real values for body fields of this route, by field name (undefined: make one up). */
  hints(name: string, rng: Rng, route: string): unknown;
  png: Uint8Array;
}

export interface FuzzRequest {
  route: Operation;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  excerpt: string;
  identity: Identity;
}

const BAD_AUTH = (token: string) => [
  '',
  'Bearer',
  'Bearer ',
  `Bearer ${'x'.repeat(10_000)}`,
  'Basic dXNlcjpwYXNzd29yZA==',
  `Token ${token}`,
  `Bearer ${token}x`,
  `Bearer ${token.slice(0, -1)}`,
  `Bearer ${token} ${token}`,
  `Bearer ${'a'.repeat(40)}`,
  'Bearer ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ',
  `bearer\t${token}`,
];

const BAD_KEYS = ['', ' ', 'x'.repeat(10_000), 'ÿÿÿ', 'a,b', '"quoted"', '../../', 'null', 'short'];

function headersFor(op: Operation, identity: Identity, world: World, rng: Rng, keys: string[]) {
  const headers: Record<string, string> = {};
  const token = world.token(identity);
  if (rng.chance(0.08)) headers.authorization = rng.pick(BAD_AUTH(token ?? 'a'.repeat(43)));
  else if (token) headers.authorization = `Bearer ${token}`;
  if (op.method === 'GET') return headers;
  // A key sent before, now with another request (the draft's 422), or a key of the wrong shape.
  if (keys.length > 0 && rng.chance(0.08)) headers[IDEMPOTENCY_HEADER] = rng.pick(keys);
  else if (rng.chance(0.1)) headers[IDEMPOTENCY_HEADER] = rng.pick(BAD_KEYS);
  else if (rng.chance(0.8)) {
    headers[IDEMPOTENCY_HEADER] = rng.uuid();
    if (keys.length >= 20) keys.shift();
    keys.push(headers[IDEMPOTENCY_HEADER]);
  }
  return headers;
}

/** A form for a multipart route: its fields (sometimes hostile) and files (sometimes not files). */
function multipartBody(schema: JsonSchema, world: World, hints: Hints, rng: Rng): WireBody {
  if (rng.chance(0.25)) return garbageMultipart(rng);
  const form = new FormData();
  const excerpt: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!schema.required?.includes(name) && rng.chance(0.4)) continue;
    if (property.format === 'binary') {
      const [bytes, type] = rng.pick<[Uint8Array, string]>([
        [world.png, 'image/png'],
        [world.png, 'audio/mpeg'],
        [world.png.slice(0, 40), 'image/png'],
        [new Uint8Array(0), 'image/png'],
        [
          Uint8Array.from({ length: 2048 }, () => rng.int(256)),
          rng.pick(['video/mp4', 'image/gif', '']),
        ],
        [new TextEncoder().encode('MZ\u0090 not a picture'), 'image/jpeg'],
      ]);
      const filename = rng.pick([
        'photo.png',
        '../../etc/passwd',
        'x'.repeat(5000),
        '\u202egnp.exe',
        'nul\u0000.png',
        'lone\ud800.png',
        '',
      ]);
      form.append(name, new Blob([bytes], { type }), filename);
      excerpt.push(`${name}=<${type} ${bytes.length} bytes "${filename.slice(0, 40)}">`);
    } else {
      const valid = validValue(property, name, hints, rng);
      const value = rng.chance(0.35)
        ? rng.pick([
            ...UNICODE_EDGES,
            hugeString(rng, property.maxLength ?? 1000),
            '',
            'NaN',
            '1e309',
          ])
        : typeof valid === 'string'
          ? valid
          : JSON.stringify(valid);
      form.append(name, value);
      if (rng.chance(0.1)) form.append(name, value);
      excerpt.push(`${name}=${value.slice(0, 60)}`);
    }
  }
  if (rng.chance(0.15))
    form.append(rng.pick(['file', 'zzz', '', '\u0000']), 'text where a file goes');
  return { body: form, excerpt: `[multipart] ${excerpt.join(' ')}` };
}

function bodyFor(op: Operation, world: World, rng: Rng): WireBody {
  const hints: Hints = (name, r) => world.hints(name, r, op.path);
  if (op.multipart && (!op.json || rng.chance(0.5)))
    return multipartBody(op.multipart, world, hints, rng);
  if (op.json) return jsonBody(op.json, hints, rng);
  // Routes that take no body get one anyway, now and then.
  if (op.method !== 'GET' && rng.chance(0.3)) return jsonBody({ type: 'object' }, hints, rng);
  return { excerpt: '' };
}

/** Builds the requests of one run; it remembers Idempotency-Keys so that it can reuse them. */
export function requestMaker(world: World, rng: Rng) {
  const keys: string[] = [];
  return (op: Operation, identity: Identity): FuzzRequest => {
    const path = buildPath(op, world, rng);
    const headers = headersFor(op, identity, world, rng, keys);
    const wire = bodyFor(op, world, rng);
    if (wire.contentType !== undefined) headers['content-type'] = wire.contentType;
    // Now and then a method the route does not take (never GET or HEAD: they carry no body).
    const method = rng.chance(0.03)
      ? rng.pick(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => m !== op.method))
      : op.method;
    return {
      route: op,
      method,
      path,
      headers,
      ...(wire.body !== undefined ? { body: wire.body } : {}),
      excerpt: wire.excerpt,
      identity,
    };
  };
}
