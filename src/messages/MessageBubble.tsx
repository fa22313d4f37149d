import type { ChatMessage } from '../../contract/chat';
import { formatExact, formatWhen } from '../dates/when';

/** One message of a conversation: the user's own on the right, with 'Waiting to send' until sent. */
export function MessageBubble({
  message,
  mine,
  waiting,
  now,
}: {
  message: ChatMessage;
  mine: boolean;
  waiting: boolean;
  now: Date;
}) {
  return (
    <li className={mine ? 'messages-bubble messages-bubble--mine' : 'messages-bubble'}>
      <p className="messages-bubble__value">{message.value}</p>
      <span className="messages-bubble__meta">
        <time dateTime={message.created_at} title={formatExact(message.created_at)}>
          {formatWhen(message.created_at, now)}
        </time>
        {waiting && <span role="status">Waiting to send</span>}
      </span>
    </li>
  );
}
