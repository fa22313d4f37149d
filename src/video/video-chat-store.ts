import type { ChatJournal } from './meeting-options';
import type { SessionState, VideoChatSession } from './video-chat-session';

/** docs/product.md §4's "video panel show": which journal's room is open on this page, if any. */
export interface VideoChatState {
  journal: ChatJournal | null;
  session: SessionState;
  /** the last thing the video chat said (docs/product.md §8), until dismissed */
  notice: string | null;
  /** the journal page's slot for the inline panel, while a journal page is open */
  anchor: { journalId: string; element: HTMLElement } | null;
}

const idle: SessionState = { participants: 0, closed: false };
let state: VideoChatState = { journal: null, session: idle, notice: null, anchor: null };
let live: VideoChatSession | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<VideoChatState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * One store shared by the journal page (its toggle and slot) and the shell (which owns the meeting,
 * so the call goes on while the reader moves around the app).
 */
export const videoChat = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): VideoChatState => state,

  show: (journal: ChatJournal): void => {
    if (state.journal?.id === journal.id) return;
    live?.hide();
    set({ journal, session: idle, notice: null });
  },
  /** The toggle or the floating box's Leave: the session sends its count, then it is gone. */
  hide: (): void => {
    if (live) live.hide();
    else set({ journal: null, session: idle });
  },
  toggleRoom: (): void => {
    live?.toggleRoom();
  },

  /** The shell's panel tells the store about its meeting's life. */
  attach: (session: VideoChatSession): void => {
    live = session;
  },
  ended: (session: VideoChatSession): void => {
    // A meeting replaced by another journal's has nothing left to clear.
    if (live !== session) return;
    live = null;
    set({ journal: null, session: idle });
  },
  sessionChanged: (session: SessionState): void => {
    set({ session });
  },
  notify: (notice: string | null): void => {
    set({ notice });
  },
  setAnchor: (anchor: NonNullable<VideoChatState['anchor']>): void => {
    if (anchor.element === state.anchor?.element && anchor.journalId === state.anchor.journalId)
      return;
    set({ anchor });
  },
  /** A journal page going away lets go of its slot (the next page may already hold its own). */
  releaseAnchor: (element: HTMLElement): void => {
    if (state.anchor?.element === element) set({ anchor: null });
  },
};
