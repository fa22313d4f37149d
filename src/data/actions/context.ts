import { v7 as uuidv7 } from 'uuid';
import type { Mutation } from '../../../contract/outbox';
import type { UserRefSchema } from '../../../contract/journals';
import type { z } from 'zod';

/** Who acts and when: passed in, so actions are pure and testable with a fixed clock. */
export interface ActionContext {
  now: number;
  user: z.infer<typeof UserRefSchema>;
}

/** A new record's id: a UUIDv7 of this moment, kept from the first keystroke to the server. */
export const newId = (ctx: ActionContext) => uuidv7({ msecs: ctx.now });

export const iso = (ms: number) => new Date(ms).toISOString();

/** The fields every mutation starts with; its id is also its Idempotency-Key. */
export function mutation(
  ctx: ActionContext,
  fields: Omit<Mutation, 'id' | 'createdAt' | 'attempts' | 'notBefore'> & { id?: string },
): Mutation {
  return { id: fields.id ?? newId(ctx), createdAt: ctx.now, attempts: 0, notBefore: 0, ...fields };
}
