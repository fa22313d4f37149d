import { z } from 'zod';
import { IdempotencyKeySchema } from './sync.js';

/**
 * POST /api/batch: several queued writes in one request, done by the server one after another in
 * the order given, each exactly as if it had come alone (its own validation, Idempotency-Key and
 * answer). A device coming back online sends its waiting writes this way: 1,000 notes made
 * offline are 10 requests instead of 1,000 round trips.
 */

/** Writes per batch. */
export const BATCH_LIMIT = 100;
/**
 * JSON text per batch, kept under the server's 1 MB limit for a JSON body with room for the
 * envelope; a write larger than this alone goes on its own.
 */
export const BATCH_BYTES = 512 * 1024;

/** A write's path below /api, as the outbox keeps it ('entries', 'entries/0193…/move/0193…'). */
const BatchPathSchema = z
  .string()
  .max(500)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9\-._~/%?=&]*$/,
    'path must be a path below /api, such as entries/{id}.',
  );

export const BatchedWriteSchema = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: BatchPathSchema,
  /** Every batched write carries its own key, so sending a batch again never repeats one. */
  key: IdempotencyKeySchema,
  /** the JSON body; absent for a write without one (a DELETE) */
  body: z.unknown().optional(),
});
export type BatchedWrite = z.infer<typeof BatchedWriteSchema>;

export const BatchBodySchema = z.object({
  writes: z.array(BatchedWriteSchema).min(1).max(BATCH_LIMIT),
});
export type BatchBody = z.infer<typeof BatchBodySchema>;

/** The answer headers a client reads from a write's answer; the rest are the batch's own. */
export const BATCH_ANSWER_HEADERS = [
  'content-type',
  'retry-after',
  'idempotent-replayed',
  'ritual-stale',
] as const;

export const BatchAnswerSchema = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  /** the write's JSON answer; null when it had none (204) */
  body: z.unknown(),
});
export type BatchAnswer = z.infer<typeof BatchAnswerSchema>;

export const BatchResultSchema = z.object({
  /**
   * One answer per write done, in order. Fewer than the writes sent when one was answered "not
   * now" (see `waitsForLater`): it is the last answer, and the writes after it were not done.
   */
  answers: z.array(BatchAnswerSchema),
});
export type BatchResult = z.infer<typeof BatchResultSchema>;
