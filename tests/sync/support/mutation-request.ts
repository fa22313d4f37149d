import type { StoredMutation } from '../../../contract/outbox.js';
import { requestOfMutation } from '../../../local-store/mutation-request.js';

/** 'POST entries/0193…': a mutation's request, for a failed expectation's message. */
export function describeMutation(mutation: StoredMutation): string {
  const { method, path } = requestOfMutation(mutation);
  return `${method} ${path}`;
}

/** The path a mutation's request goes to (undefined: no mutation). */
export const pathOf = (mutation: StoredMutation | undefined) =>
  mutation && requestOfMutation(mutation).path;
