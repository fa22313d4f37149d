import type { ChatMessage } from '../../../contract/chat';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { iso, mutation, newId, type ActionContext } from './context';

/** A message to another user (their id); queued offline like any other write. */
export function sendMessage(recipientId: string, value: string, ctx: ActionContext): Mutation {
  const id = newId(ctx);
  const record: ChatMessage = {
    id,
    sender_id: ctx.user.id,
    recipient_id: recipientId,
    type: 'text',
    value,
    created_at: iso(ctx.now),
    read_at: null,
  };
  return mutation(ctx, {
    id,
    kind: 'chat_message',
    recordId: id,
    patch: { op: 'create', record },
    write: write('chat.send', {}, { id, value, recipient: recipientId, type: 'text' }),
  });
}
