import { hugeString, UNICODE_EDGES, type Rng } from './fuzz-inputs.js';
import type { Operation, World } from './fuzz-requests.js';

/** Text as it may appear in a URL; lone surrogates cannot be encoded, so they go as raw bytes. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const BAD_IDS = [
  'abc',
  '1',
  '-1',
  '0',
  'null',
  'undefined',
  '550e8400-e29b-41d4-a716-446655440000',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0190a3c2-5f1e-7abc-8def-0123456789ab;drop',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  '%',
  '%zz',
  '%00',
  '%ff%fe',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%A7%98',
  '%20',
  '99999999999999999999999999',
  'x'.repeat(10_000),
];

const BAD_QUERY = ['', 'NaN', 'Infinity', '1e309', '-0', '-1', '0', '9007199254740993', '1.5'];
const RAW_QUERY = ['%00', '%ff', '%', '%E0%A4%A', 'a%00b', 'x'.repeat(10_000), '%2e%2e%2f'];

function badPathValue(rng: Rng): string {
  if (rng.chance(0.2)) return encode(rng.pick(UNICODE_EDGES));
  return rng.pick(BAD_IDS);
}

export function buildPath(op: Operation, world: World, rng: Rng): string {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const broken = names.length > 0 && rng.chance(0.3) ? rng.pick(names) : undefined;
  let path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === broken ? badPathValue(rng) : encode(world.pathValue(op.path, name, rng)),
  );
  // A traversal that stays inside /api after the URL is resolved, and one that leaves it.
  if (rng.chance(0.03)) path = `${path}/..${rng.pick(['', '/..', '/../..', '/%2e%2e'])}`;
  return `/api${path}${buildQuery(op, world, rng)}`;
}

function buildQuery(op: Operation, world: World, rng: Rng): string {
  const parts: string[] = [];
  const broken = op.query.length > 0 && rng.chance(0.4) ? rng.pick(op.query).name : undefined;
  for (const param of op.query) {
    if (param.name === broken) {
      const name = param.name;
      parts.push(
        rng.pick([
          `${name}=${encode(rng.pick(BAD_QUERY))}`,
          `${name}=${rng.pick(RAW_QUERY)}`,
          `${name}=1&${name}=x&${name}[]=2`,
          name,
        ]),
      );
      continue;
    }
    const value = world.queryValue(param.name, rng);
    if (value !== undefined && (param.required || rng.chance(0.6)))
      parts.push(`${param.name}=${encode(value)}`);
  }
  if (rng.chance(0.1))
    parts.push(`${encode(rng.pick(UNICODE_EDGES))}=${encode(hugeString(rng, 50))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
