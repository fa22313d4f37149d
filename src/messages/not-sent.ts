import type { RejectedMutation } from '../../local-store/db';
import { writeOfMutation } from '../../local-store/mutation-request';

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
    const write = mutation.kind === 'chat_message' ? writeOfMutation(mutation) : undefined;
    if (write?.name !== 'chat.send' || write.body.recipient !== partnerId) return [];
    return [{ id, value: write.body.value, reason: message }];
  });
}
