import { v7 as uuidv7 } from 'uuid';
import { mulberry32 } from '../../contract/mulberry32.js';

/** A seeded PRNG (mulberry32): the same FUZZ_SEED sends the same sequence of requests. */
export interface Rng {
  next(): number;
  int(below: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  uuid(): string;
}

export function seededRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(items.length)]!,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    uuid: () => uuidv7({ random: Uint8Array.from({ length: 16 }, () => int(256)) }),
  };
}

/** The subset of JSON Schema that hono-openapi writes for the contract's zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/**
 * A number or other text that JSON.stringify cannot write (1e309, -0, 2^53+1): it stands in the
 * value tree and is spliced into the body text as written.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

export const UNICODE_EDGES: readonly string[] = [
  'nul\u0000inside',
  '\u0000',
  'lone \ud800 high',
  'lone \udfff low',
  '\u202eright-to-left override',
  'مرحبا بالعالم',
  'עברית\u200f',
  '🧘‍♀️🔥👩🏽‍💻',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z̴̡̢̛̗̘̙̜̝̞̟̠̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑',
  '\ufeffbom',
  '\u200b\u200c\u200d',
  '\uffff\ufffe',
  '\u{10ffff}',
  '\r\n\t\u000b\u000c',
  '\u0085\u2028\u2029',
  'ǅǈǋ İı ß',
];

const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  "'; drop table users; --",
  '" or 1=1 --',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x10',
  'true',
  '[]',
  '{}',
];

/** Numbers at and past the edges: JSON that parses to Infinity, -0, unsafe integers, tiny floats. */
const RAW_NUMBERS: readonly string[] = [
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  '1.5',
  '9007199254740993',
  '-9007199254740993',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '8640000000000001',
  '123456789012345678901234567890',
  '1e-400',
  '5e-324',
  '1E+2',
];

/** Deep nesting, written as text: JSON.stringify itself would overflow the test's stack. */
export function nested(depth: number, rng: Rng): RawJson {
  const [open, close] = rng.pick([
    ['[', ']'],
    ['{"a":', '}'],
  ]);
  return new RawJson(
    `${open.repeat(depth)}${rng.pick(['1', 'null', '"leaf"'])}${close.repeat(depth)}`,
  );
}

/** Text past a field's limit, or past the 1 MB body limit. */
export function hugeString(rng: Rng, maxLength = 1000): string {
  const unit = rng.pick(['x', 'é', '🧘', 'e\u0301', '\u0000']);
  const length = rng.pick([maxLength + 1, maxLength * 2 + 7, 100_000, 1_100_000]);
  return unit.repeat(Math.ceil(length / unit.length));
}

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf)!.flatMap(typesOf);
  if (schema.const !== undefined) return [typeof schema.const];
  if (schema.enum) return [...new Set(schema.enum.map((v) => typeof v))];
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
};

/** A value of a JSON type the schema does not accept (any type when the schema takes anything). */
function wrongType(schema: JsonSchema, rng: Rng): unknown {
  const accepted = typesOf(schema);
  const candidates: [string, unknown][] = [
    ['string', rng.pick(['text', '1', '', 'true'])],
    ['number', rng.pick([0, 1, -1, 3.25, 1e21])],
    ['integer', rng.pick([0, 7, -42])],
    ['boolean', rng.chance(0.5)],
    ['array', rng.pick([[], [1, 'a'], [null], [{}]])],
    ['object', rng.pick([{}, { a: 1 }, { length: 3 }])],
    ['null', null],
  ];
  const wrong = candidates.filter(([type]) => {
    if (accepted.includes(type)) return false;
    if (type === 'integer' && accepted.includes('number')) return false;
    return true;
  });
  return rng.pick(wrong.length > 0 ? wrong : candidates)[1];
}

/** One hostile value for a field: wrong type, null, huge, deep, odd unicode, edge numbers, junk. */
export function hostileValue(schema: JsonSchema, rng: Rng): unknown {
  switch (rng.int(8)) {
    case 0:
    case 1:
      return wrongType(schema, rng);
    case 2:
      return null;
    case 3:
      return hugeString(rng, schema.maxLength ?? 1000);
    case 4:
      return nested(rng.pick([64, 1000, 10_000, 100_000]), rng);
    case 5:
      return rng.pick(UNICODE_EDGES);
    case 6:
      return rng.chance(0.7)
        ? new RawJson(rng.pick(RAW_NUMBERS))
        : rng.pick(['NaN', '-0', '1e309']);
    default:
      return rng.pick(HOSTILE_TEXT);
  }
}
