import { MessagesSquare } from 'lucide-react';
import { useAuth } from '../app/useAuth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { EmptyState } from '../components/EmptyState';
import { useChats } from '../hooks/data/useChats';
import { ChatListItem } from '../messages/ChatListItem';
import '../messages/messages.css';
import { useChatListRefresh } from '../messages/useChatListRefresh';
import { WriteTo } from '../messages/WriteTo';
import { useOnline } from '../shell/useOnline';
import { useMinuteClock } from './parts/useMinuteClock';

/**
 * /messages: the user's conversations, the newest first, computed from the messages on this
 * device so the list opens offline; online, the server names partners this device has not met.
 */
export function Messages() {
  useDocumentTitle('Messages');
  const { userId } = useAuth();
  const chats = useChats();
  const online = useOnline();
  const error = useChatListRefresh(online);
  const now = new Date(useMinuteClock());

  return (
    <main className="screen messages" aria-busy={chats === undefined}>
      <h1>Messages</h1>
      <WriteTo />
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
      {chats?.length === 0 && (
        <EmptyState
          icon={<MessagesSquare />}
          title="No messages yet."
          body="Find someone above by their username, and write to them."
        />
      )}
      {chats && chats.length > 0 && userId && (
        <ul className="messages-chats" aria-label="Conversations">
          {chats.map((chat) => (
            <ChatListItem key={chat.partnerId} chat={chat} userId={userId} now={now} />
          ))}
        </ul>
      )}
    </main>
  );
}
