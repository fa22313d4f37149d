import { JitsiMeeting } from '@jitsi/react-sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../app/useAuth';
import { useConfirm } from '../components/useConfirm';
import { emitToServer } from '../realtime/realtime';
import { meetingOptions, type ChatJournal } from './meeting-options';
import { INLINE_HEIGHT_PX } from './panel-placement';
import { usePanelPlacement } from './usePanelPlacement';
import { useRoomToggleKey } from './useRoomToggleKey';
import { reportVideoChatShown, videoDomain } from './video-api';
import {
  randomRoomPassword,
  startVideoChatSession,
  type MeetingApi,
  type VideoChatSession,
} from './video-chat-session';
import { videoChat, type VideoChatState } from './video-chat-store';
import { FloatingBar } from './FloatingBar';

const every = (ms: number, run: () => void) => {
  const timer = window.setInterval(run, ms);
  return () => window.clearInterval(timer);
};

/**
 * One journal's meeting. It lives in the shell and is only placed over the journal page's slot,
 * never moved in the DOM: moving an iframe reloads it, which would drop the call.
 */
export function VideoChatPanel(props: { journal: ChatJournal; anchor: VideoChatState['anchor'] }) {
  const { journal } = props;
  const { authenticated } = useAuth();
  const ask = useConfirm();
  const [domain, setDomain] = useState<string | null>(null);
  const session = useRef<VideoChatSession | null>(null);
  const placement = usePanelPlacement(journal.id, props.anchor);
  const options = useMemo(() => meetingOptions(journal), [journal]);
  useRoomToggleKey(true, videoChat.toggleRoom);

  useEffect(() => {
    let current = true;
    videoDomain().then(
      (found) => current && setDomain(found),
      () => current && videoChat.hide(),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    // Activity and analytics need an account (docs/product.md §6); a visitor's call is theirs alone.
    if (authenticated) void reportVideoChatShown(journal.id);
  }, [authenticated, journal.id]);

  // The panel destroyed without a hide (the layout went away): the meeting goes with it.
  useEffect(() => () => session.current?.hide(), []);

  // A visitor has no socket: they are in the call, but not in its count (docs/product.md §6).
  const say = (event: 'video-room-join' | 'video-room-leave') => {
    if (authenticated) emitToServer(event, { journalId: journal.id });
  };

  const onApiReady = (api: unknown) => {
    const started = startVideoChatSession(api as MeetingApi, {
      join: () => say('video-room-join'),
      leave: () => say('video-room-leave'),
      every,
      confirm: ask,
      randomPassword: () => randomRoomPassword((bytes) => crypto.getRandomValues(bytes)),
      notify: (text) => videoChat.notify(text),
      onState: (state) => videoChat.sessionChanged(state),
      onEnd: () => {
        session.current = null;
        videoChat.ended(started);
      },
    });
    session.current = started;
    videoChat.attach(started);
  };

  const style =
    placement.mode === 'inline'
      ? {
          top: placement.box.top,
          left: placement.box.left,
          width: placement.box.width,
          height: INLINE_HEIGHT_PX,
        }
      : undefined;
  return (
    <section
      className={`video-chat video-chat--${placement.mode}`}
      style={style}
      aria-label={`Video chat of ${journal.title}`}
    >
      {placement.mode === 'floating' && <FloatingBar journal={journal} />}
      <div className="video-chat__meeting">
        {domain && <JitsiMeeting domain={domain} {...options} onApiReady={onApiReady} />}
      </div>
    </section>
  );
}
