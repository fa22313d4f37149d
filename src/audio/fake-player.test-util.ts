import { vi } from 'vitest';
import type { Player } from './player-context';
import { idlePlayer, type PlayerState } from './player-state';

/** A player for component tests: the given state, and spies for every control. */
export function fakePlayer(
  more: Partial<Omit<Player, 'state'>> & { state?: Partial<PlayerState> } = {},
) {
  const { state, ...rest } = more;
  return {
    entry: null,
    journalTitle: null,
    duration: undefined,
    unavailable: false,
    play: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    toggleMute: vi.fn(),
    next: vi.fn(),
    stop: vi.fn(),
    seek: vi.fn(),
    ...rest,
    state: { ...idlePlayer, ...state },
  } satisfies Player;
}
