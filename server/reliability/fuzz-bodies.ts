import {
  hostileValue,
  hugeString,
  nested,
  RawJson,
  toJsonText,
  UNICODE_EDGES,
  type JsonSchema,
  type Rng,
} from './fuzz-inputs.js';

/** Real values for fields by name (ids of the signed-in user's records, a peer's name, …). */
export type Hints = (name: string, rng: Rng) => unknown;

/** What goes on the wire, and a short description of it for the failure list. */
export interface WireBody {
  contentType?: string;
  body?: string | Uint8Array | FormData;
  excerpt: string;
}

const variants = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;

/** A value the schema accepts (as far as a guess from its JSON Schema goes), or at its edges. */
export function validValue(
  schema: JsonSchema,
  name: string,
  hints: Hints,
  rng: Rng,
  edge = false,
): unknown {
  const hinted = hints(name, rng);
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const options = variants(schema)?.filter((v) => v.type !== 'null');
  if (options?.length) return validValue(rng.pick(options), name, hints, rng, edge);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema, rng, edge);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 0;
      const high = schema.maximum ?? low + 100;
      return edge ? rng.pick([low, high]) : Math.min(high, low + 1 + rng.int(5));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const count = edge ? (schema.maxItems ?? 3) : (schema.minItems ?? 1);
      const item = schema.items ?? {};
      return Array.from({ length: Math.min(count, 200) }, () =>
        validValue(item, name, hints, rng, edge),
      );
    }
    case 'object':
      return validObject(schema, hints, rng, edge);
    default:
      return rng.pick(['text', 1, true, {}]);
  }
}

function validString(schema: JsonSchema, rng: Rng, edge: boolean): string {
  if (schema.format === 'uuid') return rng.uuid();
  if (schema.format === 'date') return '2024-02-29';
  if (schema.format === 'date-time') return new Date(Date.UTC(2024, 4, 1)).toISOString();
  if (schema.pattern?.startsWith('^\\d')) return '0';
  // Patterns here take lowercase letters; free text gets wider characters.
  const unit = schema.pattern ? 'a' : rng.pick(['a', 'é', '🧘', 'e\u0301', '\u202e']);
  const length = edge ? (schema.maxLength ?? 64) : Math.max(schema.minLength ?? 1, 8);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

function validObject(
  schema: JsonSchema,
  hints: Hints,
  rng: Rng,
  edge: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || edge || rng.chance(0.6))
      out[key] = validValue(property, key, hints, rng, edge);
  }
  return out;
}

/** Paths to every field the schema describes, nested ones included ('writes.0.body'). */
function fieldPaths(value: unknown, schema: JsonSchema, prefix: string[] = []): string[][] {
  const out: string[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    out.push(path);
    const child = (value as Record<string, unknown> | undefined)?.[key];
    if (Array.isArray(child) && child.length > 0 && property.items)
      out.push(...fieldPaths(child[0], property.items, [...path, '0']));
    else if (child && typeof child === 'object' && !(child instanceof RawJson))
      out.push(...fieldPaths(child, property, path));
  }
  return out;
}

function schemaAt(schema: JsonSchema, path: string[]): JsonSchema {
  let at: JsonSchema = schema;
  for (const part of path) at = (/^\d+$/.test(part) ? at.items : at.properties?.[part]) ?? {};
  return at;
}

function setAt(target: unknown, path: string[], value: unknown, remove = false): void {
  let at = target as Record<string, unknown>;
  for (const part of path.slice(0, -1)) {
    if (!at[part] || typeof at[part] !== 'object') return;
    at = at[part] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) delete at[last];
  else at[last] = value;
}

const MALFORMED_JSON = [
  '{',
  '{"title": "unterminated',
  "{'title': 'single quotes'}",
  '{"title": "a",}',
  '{"title": "a"} trailing',
  'undefined',
  'NaN',
  '\ufeff{"title":"bom"}',
  '{"title": "a", "title": 1}',
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}',
  '{"title": "\\ud800"}',
  '{"title": "\\u0000"}',
  '[',
  ']',
  '{"a":1e99999}',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  '',
  'application/vnd.api+json',
  'application/json, text/html',
];

const json = (value: unknown): WireBody => {
  const text = toJsonText(value);
  return { contentType: 'application/json', body: text, excerpt: text };
};

/** One JSON body for `schema`: valid, at its edges, or broken in one of many ways. */
export function jsonBody(schema: JsonSchema, hints: Hints, rng: Rng): WireBody {
  const base = validObject(schema, hints, rng, false);
  const fields = fieldPaths(base, schema);
  const kind = rng.int(17) - 1;
  if (kind <= 0) return json(base);
  if (kind === 1) return json(validObject(schema, hints, rng, true));
  if (kind <= 5 && fields.length > 0) {
    const path = rng.pick(fields);
    setAt(base, path, hostileValue(schemaAt(schema, path), rng));
    return json(base);
  }
  if (kind === 6) {
    const required = fields.filter((p) =>
      schemaAt(schema, p.slice(0, -1)).required?.includes(p.at(-1)!),
    );
    setAt(base, rng.pick(required.length > 0 ? required : [['title']]), undefined, true);
    return json(base);
  }
  if (kind === 7) {
    const extra = rng.pick(['zzz_extra', 'admin', 'role', 'user_id', '__proto__', '🧘', '\u0000']);
    return json({ ...base, [extra]: hostileValue({}, rng), id2: rng.uuid() });
  }
  if (kind === 8)
    return json(
      rng.pick([null, [], [base], 'text', 42, true, nested(50_000, rng), new RawJson('-0')]),
    );
  if (kind === 9) {
    const text = rng.pick(MALFORMED_JSON);
    return { contentType: 'application/json', body: text, excerpt: text };
  }
  if (kind === 10) {
    const text = toJsonText(base);
    const contentType = rng.pick(WRONG_TYPES);
    return { contentType, body: text, excerpt: `[${contentType}] ${text}` };
  }
  if (kind === 11)
    return rng.pick<WireBody>([
      { contentType: 'application/json', body: '', excerpt: '(empty, JSON type)' },
      { excerpt: '(no body, no type)' },
      { contentType: 'application/json', excerpt: '(no body, JSON type)' },
      { contentType: 'application/json', body: ' \n\t ', excerpt: '(whitespace)' },
    ]);
  if (kind === 12) {
    // Bytes that are not UTF-8 at all (a lone continuation byte, an overlong slash, 0xff).
    const bytes = Uint8Array.from([
      0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0xff, 0x80, 0xed, 0xa0, 0x80, 0x22, 0x7d,
    ]);
    return { contentType: 'application/json', body: bytes, excerpt: '(invalid UTF-8 bytes)' };
  }
  if (kind === 13) {
    const huge = { ...base, padding: hugeString(rng, 1_048_576) };
    return { ...json(huge), excerpt: '(body past 1 MB)' };
  }
  if (kind === 14) {
    const path = fields.length > 0 ? rng.pick(fields) : ['title'];
    setAt(base, path, rng.pick(UNICODE_EDGES));
    return json(base);
  }
  return garbageMultipart(rng);
}

/** Multipart text that is not what its header promises. */
export function garbageMultipart(rng: Rng): WireBody {
  const boundary = rng.pick(['fuzz', 'x'.repeat(300), 'a b', '"quoted"', '--']);
  const bodies = [
    `--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\nno closing boundary`,
    `--other\r\nContent-Disposition: form-data; name="x"\r\n\r\nwrong boundary\r\n--other--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nGarbage-Header\r\n\r\n\u0000\u0001\u0002\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.exe"\r\nContent-Type: image/png\r\n\r\nMZ\u0090\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="journal_id"\r\n\r\n\u0000\r\n--${boundary}--\r\n`,
    `--${boundary}--\r\n`,
    '',
    `--${boundary}\r\n`.repeat(2000),
  ];
  const body = rng.pick(bodies);
  const contentType = rng.pick([
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    `multipart/form-data; boundary="${boundary}"`,
    `multipart/mixed; boundary=${boundary}`,
  ]);
  return { contentType, body, excerpt: `[${contentType}] ${body}` };
}
