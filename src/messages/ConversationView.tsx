import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useWrite } from '../app/useWrite';
import { sendMessage } from '../data/actions/chat';
import type { UserRef } from '../data/queries/chat-partners';
import { useConversationWith } from '../hooks/data/useConversationWith';
import { useWaitingMessages } from '../hooks/data/useWaitingMessages';
import { useMinuteClock } from '../screens/parts/useMinuteClock';
import { useOnline } from '../shell/useOnline';
import { UNNAMED_PARTNER } from './ChatListItem';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { NotSent } from './NotSent';
import { PartnerAvatar } from './PartnerAvatar';
import { useReadConversation } from './useReadConversation';

/**
 * The conversation with one partner, oldest at the top and scrolled to the newest, read from
 * this device; sending goes through the outbox, so it works offline too.
 */
export function ConversationView({
  partnerId,
  partner,
}: {
  partnerId: string;
  partner: UserRef | null;
}) {
  const { userId } = useAuth();
  const online = useOnline();
  const newestFirst = useConversationWith(partnerId);
  const waiting = useWaitingMessages();
  const write = useWrite();
  const now = new Date(useMinuteClock());
  const end = useRef<HTMLDivElement>(null);
  const messages = newestFirst ? [...newestFirst].reverse() : undefined;
  const unreadKey = (messages ?? [])
    .filter((message) => message.sender_id === partnerId && message.read_at === null)
    .map((message) => message.id)
    .join();
  const error = useReadConversation(partnerId, unreadKey, online);
  const newest = newestFirst?.[0]?.id;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const name = partner?.ritual_user ?? UNNAMED_PARTNER;
  useDocumentTitle(name);
  return (
    <main className="screen messages-conversation" aria-busy={messages === undefined}>
      <header className="messages-conversation__header">
        <Link className="messages-conversation__back" to="/messages" aria-label="All messages">
          <ArrowLeft aria-hidden="true" />
        </Link>
        <PartnerAvatar name={name} link={partner?.avatar ?? null} />
        <h1>{partner ? <Link to={`/${partner.ritual_user}`}>{name}</Link> : name}</h1>
      </header>
      {messages?.length === 0 && (
        <p className="messages-empty">No messages yet. Say hello to {name}.</p>
      )}
      <ol className="messages-thread" aria-label={`Conversation with ${name}`}>
        {messages?.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            mine={message.sender_id === userId}
            waiting={waiting?.has(message.id) ?? false}
            now={now}
          />
        ))}
      </ol>
      <NotSent partnerId={partnerId} />
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
      <Composer
        send={async (value) => {
          await write((ctx) => sendMessage(partnerId, value, ctx));
        }}
      />
      <div ref={end} />
    </main>
  );
}
