import { Check, CheckCheck, Clock } from 'lucide-react';
import type { ChatMessage } from '../../contract/chat';
import { formatExact, formatWhen } from '../dates/when';

/**
 * One message of a conversation. The user's own are on the right with their state: 'Waiting to
 * send' until the server has it, then 'Sent', then 'Read' once the partner opened it (a refused
 * one leaves the thread for NotSent's 'Not sent' list).
 */
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
        {mine && waiting && (
          <span role="status" className="messages-bubble__state">
            <Clock aria-hidden="true" />
            Waiting to send
          </span>
        )}
        {mine && !waiting && (
          <span className="messages-bubble__state">
            {message.read_at ? <CheckCheck aria-hidden="true" /> : <Check aria-hidden="true" />}
            {message.read_at ? 'Read' : 'Sent'}
          </span>
        )}
      </span>
    </li>
  );
}
