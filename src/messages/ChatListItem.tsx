import { Link } from 'react-router-dom';
import type { LocalChatSummary } from '../data/queries/chats';
import { formatExact, formatWhen } from '../dates/when';
import { PartnerAvatar } from './PartnerAvatar';

/** Someone whose name has not reached this device yet (it comes with the chat list online). */
export const UNNAMED_PARTNER = 'Someone';

/** One conversation in /messages: who, their last message, when, and how many are unread. */
export function ChatListItem({
  chat,
  userId,
  now,
}: {
  chat: LocalChatSummary;
  userId: string;
  now: Date;
}) {
  const name = chat.user?.ritual_user ?? UNNAMED_PARTNER;
  const { lastMessage, unreadMessages } = chat;
  const mine = lastMessage.sender_id === userId;
  return (
    <li>
      <Link
        className={unreadMessages > 0 ? 'messages-chat messages-chat--unread' : 'messages-chat'}
        to={`/messages/${chat.user?.ritual_user ?? chat.partnerId}`}
      >
        <PartnerAvatar name={name} link={chat.user?.avatar ?? null} />
        <span className="messages-chat__text">
          <span className="messages-chat__name">{name}</span>
          <span className="messages-chat__last">
            {mine ? `You: ${lastMessage.value}` : lastMessage.value}
          </span>
        </span>
        <span className="messages-chat__meta">
          <time dateTime={lastMessage.created_at} title={formatExact(lastMessage.created_at)}>
            {formatWhen(lastMessage.created_at, now)}
          </time>
          {unreadMessages > 0 && (
            <span className="messages-chat__unread" aria-label={`${unreadMessages} unread`}>
              {unreadMessages}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
