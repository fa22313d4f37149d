import { VIDEO_ROOM_AGAIN_EVERY_MS } from '../../contract/socket-constants';
import { VIDEO_TEXTS } from './video-texts';

/** The part of Jitsi's external API the panel uses. */
export interface MeetingApi {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  executeCommand(name: string, ...args: unknown[]): void;
  getNumberOfParticipants(): number;
  dispose(): void;
}

export interface SessionState {
  /** people in the room as this page last heard, this user included once joined */
  participants: number;
  /** this page set a password on the room (meta+P) */
  closed: boolean;
}

export interface SessionDeps {
  /**
   * 'video-room-join' on the socket: this user is in the journal's call, and the server counts
   * them. A no-op for a signed-out visitor, who has no socket (docs/product.md §6).
   */
  join(): void;
  /** 'video-room-leave': this user left the call */
  leave(): void;
  /** a repeating timer; returns its cancel */
  every(ms: number, run: () => void): () => void;
  /** asks in the app's dialog (useConfirm); resolves true when the person went ahead */
  confirm(question: RoomQuestion): Promise<boolean>;
  randomPassword(): string;
  notify(text: string): void;
  onState(state: SessionState): void;
  /** the meeting is gone (hung up, or blocked by a password): the panel hides */
  onEnd(): void;
}

/** What meta+P asks before it closes or opens the room, in the app's confirm dialog's words. */
export interface RoomQuestion {
  title: string;
  message: string;
  confirmLabel: string;
}

export const ROOM_QUESTIONS = {
  close: {
    title: 'Close this video chat?',
    message: VIDEO_TEXTS.confirmClose,
    confirmLabel: 'Close to newcomers',
  },
  open: {
    title: 'Open this video chat?',
    message: VIDEO_TEXTS.confirmOpen,
    confirmLabel: 'Open to newcomers',
  },
} as const satisfies Record<string, RoomQuestion>;

export interface VideoChatSession {
  /** meta+P: close the room with a password, or open it again, after asking */
  toggleRoom(): void;
  /** hiding the panel: this user leaves the call, then the meeting is disposed */
  hide(): void;
}

/**
 * docs/product.md §4's video chat once the meeting exists. The server counts who is in the call
 * ("N in the video chat"); this page only says when this user joined and left, and says it joined
 * again every VIDEO_ROOM_AGAIN_EVERY_MS while in the call, as its socket may have reconnected in
 * the meantime (a lost network, a server restart) and be in no call. A guest stopped by a
 * password, or someone still connecting, is in no call and says nothing.
 */
export function startVideoChatSession(api: MeetingApi, deps: SessionDeps): VideoChatSession {
  let joined = false;
  let closed = false;
  let ended = false;
  const changed = () => deps.onState({ participants: api.getNumberOfParticipants(), closed });
  const leave = () => {
    if (!joined) return;
    joined = false;
    deps.leave();
  };
  const stopTimer = deps.every(VIDEO_ROOM_AGAIN_EVERY_MS, () => {
    changed();
    if (joined) deps.join();
  });

  const end = () => {
    if (ended) return;
    ended = true;
    leave();
    stopTimer();
    api.dispose();
    deps.onEnd();
  };

  api.on('videoConferenceJoined', () => {
    joined = true;
    deps.join();
    changed();
  });
  api.on('participantJoined', changed);
  api.on('participantLeft', changed);
  api.on('videoConferenceLeft', () => {
    leave();
    changed();
  });
  api.on('readyToClose', end);
  api.on('passwordRequired', () => {
    deps.notify(VIDEO_TEXTS.closedForGuests);
    end();
  });

  return {
    toggleRoom() {
      if (!joined || ended) return;
      const opening = closed;
      void deps.confirm(opening ? ROOM_QUESTIONS.open : ROOM_QUESTIONS.close).then((sure) => {
        // While the question was open the call may have ended, or another toggle gone through.
        if (!sure || !joined || ended || closed !== opening) return;
        closed = !closed;
        api.executeCommand('password', closed ? deps.randomPassword() : '');
        deps.notify(closed ? VIDEO_TEXTS.closedNotice : VIDEO_TEXTS.openedNotice);
        changed();
      });
    },
    hide: end,
  };
}

/** A room password nobody will guess or type: 16 random bytes as hex. */
export function randomRoomPassword(random: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}
