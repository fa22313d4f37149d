import { Link } from 'react-router-dom';
import type { ChatJournal } from './meeting-options';
import { participantsText } from './participants-text';
import { useVideoChat } from './useVideoChat';
import { videoChat } from './video-chat-store';

/** The floating box's header: whose room it is, who is in it, and a way out. */
export function FloatingBar({ journal }: { journal: ChatJournal }) {
  const { session } = useVideoChat();
  return (
    <header className="video-chat__bar">
      <Link to={journal.path}>{journal.title}</Link>
      <span>{participantsText(session.participants)}</span>
      <button type="button" onClick={() => videoChat.hide()}>
        Leave
      </button>
    </header>
  );
}
