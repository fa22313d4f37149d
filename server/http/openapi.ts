import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describeRoute, resolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { ApiErrorSchema } from '../../contract/errors.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  402: 'Free entry limit reached',
  403: 'Not allowed',
  404: 'Not found (or not yours to see)',
  409: 'Conflict',
  410: 'Deleted',
  413: 'Too large',
  415: 'Invalid file type',
  422: 'Idempotency-Key reused with another payload, or unreadable content',
  429: 'Too many attempts',
};

export const json = (schema: StandardSchemaV1, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
});

export interface RouteDoc {
  summary: string;
  tags: string[];
  /** true: needs a bearer token; 'optional': a token widens what the answer shows */
  auth?: boolean | 'optional';
  responses: Record<number, ReturnType<typeof json> | { description: string }>;
  errors?: number[];
  requestBody?: Parameters<typeof describeRoute>[0]['requestBody'];
  idempotent?: boolean;
}

/** describeRoute with Ritual's conventions: bearer auth, the JSON error body, the Idempotency-Key header. */
export function doc(spec: RouteDoc) {
  const errors = Object.fromEntries(
    (spec.errors ?? []).map((code) => [code, json(ApiErrorSchema, ERROR_TEXT[code] ?? 'Error')]),
  );
  return describeRoute({
    summary: spec.summary,
    tags: spec.tags,
    ...(spec.auth
      ? { security: spec.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] }
      : {}),
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    ...(spec.idempotent
      ? {
          parameters: [
            {
              name: IDEMPOTENCY_HEADER,
              in: 'header',
              required: false,
              description:
                'Replays of the same key get the stored answer; another payload with it gets 422.',
              schema: { type: 'string' },
            },
          ],
        }
      : {}),
    responses: { ...spec.responses, ...errors },
  });
}

/** A multipart body: the text fields of `fields` plus binary file parts. */
export function multipartBody(fields: z.ZodObject, files: Record<string, string>) {
  const schema = z.toJSONSchema(fields, {
    io: 'input',
    unrepresentable: 'any',
  }) as OpenAPIV3_1.SchemaObject;
  return {
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          properties: {
            ...schema.properties,
            ...Object.fromEntries(
              Object.entries(files).map(
                ([name, description]): [string, OpenAPIV3_1.SchemaObject] => [
                  name,
                  { type: 'string', format: 'binary', description },
                ],
              ),
            ),
          },
          ...(schema.required ? { required: schema.required } : {}),
        },
      },
    },
  };
}

export const NoContent = { description: 'Done' };
