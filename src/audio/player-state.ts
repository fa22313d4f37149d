/**
 * The audio player (docs/product.md §4): which audio entry plays, whether it is paused, muted or over, and
 * where it is. A reducer so the player component can keep it with useReducer and tests can drive
 * it without an <audio> element; the element reports back through timeUpdate and ended.
 */

export interface PlayerState {
  /** id of the audio entry loaded in the player, null when none */
  entry: string | null;
  muted: boolean;
  paused: boolean;
  ended: boolean;
  /** seconds into the entry */
  currentTime: number;
}

export type PlayerAction =
  | { type: 'play'; entry: string }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'toggleMute' }
  | { type: 'timeUpdate'; seconds: number }
  | { type: 'ended' }
  /** the current journal's audio entries, in the order the journal shows them */
  | { type: 'next'; entries: readonly { id: string }[] }
  | { type: 'stop' };

export const idlePlayer: PlayerState = {
  entry: null,
  muted: false,
  paused: true,
  ended: false,
  currentTime: 0,
};

/** The entry from its start; muting is the listener's choice and outlives a track. */
function start(state: PlayerState, entry: string): PlayerState {
  return { ...state, entry, paused: false, ended: false, currentTime: 0 };
}

/** The entry after the current one, wrapping to the first; the first when nothing of them plays. */
function nextEntry(current: string | null, entries: readonly { id: string }[]): string | null {
  if (entries.length === 0) return null;
  const index = entries.findIndex((entry) => entry.id === current);
  return entries[(index + 1) % entries.length]!.id;
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      // Pressing play on the loaded entry carries on where it was, unless it had finished.
      if (action.entry === state.entry && !state.ended) return { ...state, paused: false };
      return start(state, action.entry);
    case 'pause':
      return state.entry === null ? state : { ...state, paused: true };
    case 'resume':
      if (state.entry === null) return state;
      return state.ended ? start(state, state.entry) : { ...state, paused: false };
    case 'toggleMute':
      return { ...state, muted: !state.muted };
    case 'timeUpdate':
      if (state.entry === null || !Number.isFinite(action.seconds)) return state;
      return { ...state, currentTime: Math.max(0, action.seconds) };
    case 'ended':
      return state.entry === null ? state : { ...state, paused: true, ended: true };
    case 'next': {
      const entry = nextEntry(state.entry, action.entries);
      return entry === null ? state : start(state, entry);
    }
    case 'stop':
      return { ...idlePlayer, muted: state.muted };
  }
}
