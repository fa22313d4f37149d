import type { RejectedMutation } from '../../local-store/db';

/** A message the server refused for good (it is no longer in the thread): its text and why. */
export interface NotSentMessage {
  id: string;
  value: string;
  reason: string;
}

/** The user's messages to one partner that the server refused, the latest first. */
export function notSentTo(
  rejected: readonly RejectedMutation[],
  partnerId: string,
): NotSentMessage[] {
  return rejected.flatMap(({ id, mutation, message }) => {
    const body = mutation.json as { recipient?: unknown; value?: unknown } | undefined;
    if (mutation.kind !== 'chat_message' || body?.recipient !== partnerId) return [];
    return [{ id, value: typeof body.value === 'string' ? body.value : '', reason: message }];
  });
}
