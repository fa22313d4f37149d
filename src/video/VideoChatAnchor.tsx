import { Video, VideoOff } from 'lucide-react';
import { useCallback } from 'react';
import type { Journal } from '../../contract/journals';
import { Button } from '../components/Button';
import { journalPath } from '../screens/parts/journal-path';
import { INLINE_HEIGHT_PX } from './panel-placement';
import { participantsText } from './participants-text';
import { useVideoChat } from './useVideoChat';
import { videoChat } from './video-chat-store';

/** The server's count, read defensively: records stored before issue 8 do not carry it. */
const participantsOf = (journal: { videoConferenceParticipants?: number | null }) =>
  journal.videoConferenceParticipants ?? 0;

/**
 * Where the inline video panel sits on a journal page, and its toggle (issue 8). The shell's panel
 * is laid over the 500 px slot; the slot keeps its height while the chat floats, so scrolling past
 * it does not shift the entries.
 */
export function VideoChatAnchor({ journal }: { journal: Journal }) {
  const chat = useVideoChat();
  const here = chat.journal?.id === journal.id;
  const inRoom = here ? chat.session.participants : participantsOf(journal);
  const slot = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      videoChat.setAnchor({ journalId: journal.id, element });
      return () => videoChat.releaseAnchor(element);
    },
    [journal.id],
  );

  return (
    <div className="video-chat-anchor">
      <div className="video-chat-anchor__controls">
        {here ? (
          <Button
            variant="ghost"
            size="small"
            icon={<VideoOff aria-hidden="true" />}
            onClick={() => videoChat.hide()}
          >
            Leave Video Chat
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="small"
            icon={<Video aria-hidden="true" />}
            onClick={() =>
              videoChat.show({ id: journal.id, title: journal.title, path: journalPath(journal) })
            }
          >
            Video Chat
          </Button>
        )}
        {here && chat.session.participants > 0 && (
          // Meta+P's twin for keyboards without a meta key (phones).
          <Button variant="ghost" size="small" onClick={() => videoChat.toggleRoom()}>
            {chat.session.closed ? 'Open the room' : 'Close the room'}
          </Button>
        )}
        {inRoom > 0 && <span className="video-chat-anchor__count">{participantsText(inRoom)}</span>}
      </div>
      <div ref={slot} style={here ? { height: INLINE_HEIGHT_PX } : undefined} />
    </div>
  );
}
