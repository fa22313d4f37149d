import { lazy, Suspense } from 'react';
import { VideoChatNotice } from './VideoChatNotice';
import { useVideoChat } from './useVideoChat';
import './video-chat.css';

// The meeting, the Jitsi SDK and its placement load with the first video chat, not with the
// app's first screen (which every visitor pays for).
const VideoChatPanel = lazy(() =>
  import('./VideoChatPanel').then(({ VideoChatPanel: Panel }) => ({ default: Panel })),
);

/** The journal video room's panel, inline or floating (issue 8): mounted once by the shell. */
export function VideoChatHost() {
  const { journal, notice, anchor } = useVideoChat();
  return (
    <>
      {journal && (
        <Suspense fallback={null}>
          <VideoChatPanel key={journal.id} journal={journal} anchor={anchor} />
        </Suspense>
      )}
      {notice && <VideoChatNotice text={notice} />}
    </>
  );
}
