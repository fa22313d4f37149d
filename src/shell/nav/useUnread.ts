import { useChats } from '../../hooks/data/useChats';

/** Unread chat messages over every conversation, for the Messages place's badge. */
export function useUnread(): number {
  return (useChats() ?? []).reduce((sum, chat) => sum + chat.unreadMessages, 0);
}
