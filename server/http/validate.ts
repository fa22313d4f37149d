import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { invalid } from '../errors.js';

/** Turns schema issues into one readable sentence: "title: Please give the journal a title." */
export function describeIssues(issues: readonly StandardSchemaV1.Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.path ?? [])
        .map((part) => (typeof part === 'object' ? String(part.key) : String(part)))
        .join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Deeper than any body the API takes; past it, JSON.stringify in a handler overflows the stack. */
const MAX_DEPTH = 64;

interface Visit {
  value: unknown;
  key: string;
  depth: number;
  parent?: Visit;
}

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
};

/**
 * Refuses a NUL character anywhere in a value: PostgreSQL refuses NUL in text (SQLite would
 * store it), so it is refused here for both, as the bad input it is. Also refuses nesting past
 * MAX_DEPTH (a batched write's body nested 10,000 deep was a 500).
 */
function refuseUnsafe(value: unknown): void {
  // A loop, not recursion: a body nested 100,000 deep overflowed this walk too.
  const stack: Visit[] = [{ value, key: '', depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const at = visit.value;
    const path = () => (visit.parent ? `${pathOf(visit)}: ` : '');
    if (typeof at === 'string' && at.includes('\u0000'))
      throw invalid(`${path()}must not contain a NUL character.`);
    if (at === null || typeof at !== 'object') continue;
    if (visit.depth >= MAX_DEPTH) throw invalid(`${path()}is nested too deeply.`);
    const children = Array.isArray(at)
      ? at.map((item, i): [string, unknown] => [String(i), item])
      : Object.entries(at);
    for (const [key, item] of children.reverse())
      stack.push({ value: item, key, depth: visit.depth + 1, parent: visit });
  }
}

/**
 * Validation at the edge with the contract's schemas (which also describe the route in
 * /api/openapi.json). A failure is a 400 with a readable message; inside, data is typed and trusted.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) throw invalid(describeIssues(result.error));
    refuseUnsafe(result.data);
  });
}

/** The same check for values read outside Hono's validators (multipart fields). */
export async function parseWith<Schema extends StandardSchemaV1>(
  schema: Schema,
  value: unknown,
): Promise<StandardSchemaV1.InferOutput<Schema>> {
  const result = await schema['~standard'].validate(value);
  if (result.issues) throw invalid(describeIssues(result.issues));
  refuseUnsafe(result.value);
  return result.value;
}
