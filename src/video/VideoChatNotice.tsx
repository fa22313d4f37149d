import { videoChat } from './video-chat-store';

/** What the room last said (closed, opened, or closed to this guest), until dismissed. */
export function VideoChatNotice({ text }: { text: string }) {
  return (
    <div className="video-chat-notice" role="status">
      <p>{text}</p>
      <button type="button" onClick={() => videoChat.notify(null)}>
        Dismiss
      </button>
    </div>
  );
}
