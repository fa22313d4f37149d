import { JITSI_COUNT_EVERY_MS } from '../../contract/socket-constants';
import type { JitsiCount } from '../../contract/socket-events';
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
  journalId: string;
  /** 'jitsi' on the socket; a no-op for a signed-out visitor (docs/product.md §6) */
  emit(count: JitsiCount): void;
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
  /** hiding the panel: the count without this user goes out, then the meeting is disposed */
  hide(): void;
}

/**
 * docs/product.md §4's video chat once the meeting exists. Counts are sent only while this user is in the
 * room: a guest stopped by a password, or someone still connecting, knows no count worth sending,
 * and a 0 from them would wipe the journal's real one.
 */
export function startVideoChatSession(api: MeetingApi, deps: SessionDeps): VideoChatSession {
  let joined = false;
  let closed = false;
  let ended = false;
  const send = (numberOfParticipants: number) =>
    deps.emit({ journal: deps.journalId, numberOfParticipants: Math.max(0, numberOfParticipants) });
  const changed = () => deps.onState({ participants: api.getNumberOfParticipants(), closed });
  const report = () => {
    changed();
    if (joined) send(api.getNumberOfParticipants());
  };
  const stopTimer = deps.every(JITSI_COUNT_EVERY_MS, report);

  const end = () => {
    if (ended) return;
    ended = true;
    stopTimer();
    api.dispose();
    deps.onEnd();
  };

  api.on('videoConferenceJoined', () => {
    joined = true;
    report();
  });
  api.on('participantJoined', report);
  api.on('participantLeft', report);
  api.on('videoConferenceLeft', () => {
    // The API has already taken this user off its count: what is sent is who stays, 0 if nobody.
    send(api.getNumberOfParticipants());
    joined = false;
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
    hide() {
      if (ended) return;
      if (joined) send(api.getNumberOfParticipants() - 1);
      joined = false;
      end();
    },
  };
}

/** A room password nobody will guess or type: 16 random bytes as hex. */
export function randomRoomPassword(random: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}
