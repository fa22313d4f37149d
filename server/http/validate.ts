import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { HttpError } from './errors.js';

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

/**
 * Where a NUL character hides in a value, if anywhere. PostgreSQL refuses NUL in text (SQLite
 * would store it), so it is refused here for both, as the bad input it is.
 */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function refuseNul(value: unknown): void {
  const path = nulPath(value, '');
  if (path !== undefined)
    throw new HttpError(400, `${path ? `${path}: ` : ''}must not contain a NUL character.`);
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
    if (!result.success) throw new HttpError(400, describeIssues(result.error));
    refuseNul(result.data);
  });
}

/** The same check for values read outside Hono's validators (multipart fields). */
export async function parseWith<Schema extends StandardSchemaV1>(
  schema: Schema,
  value: unknown,
): Promise<StandardSchemaV1.InferOutput<Schema>> {
  const result = await schema['~standard'].validate(value);
  if (result.issues) throw new HttpError(400, describeIssues(result.issues));
  refuseNul(result.value);
  return result.value;
}
