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
 * Validation at the edge with the contract's schemas (which also describe the route in
 * /api/openapi.json). A failure is a 400 with a readable message; inside, data is typed and trusted.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, describeIssues(result.error));
  });
}

/** The same check for values read outside Hono's validators (multipart fields). */
export async function parseWith<Schema extends StandardSchemaV1>(
  schema: Schema,
  value: unknown,
): Promise<StandardSchemaV1.InferOutput<Schema>> {
  const result = await schema['~standard'].validate(value);
  if (result.issues) throw new HttpError(400, describeIssues(result.issues));
  return result.value;
}
