/**
 * The header every mutating request carries; a queued write sends its mutation's id. Here rather
 * than beside IdempotencyKeySchema (contract/sync.ts) so the page takes it without zod.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
