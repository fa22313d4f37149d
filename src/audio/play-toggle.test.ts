import { describe, expect, it } from 'vitest';
import { idlePlayer, playerReducer } from './player-state';
import { playToggle } from './play-toggle';

const playingA = playerReducer(idlePlayer, { type: 'play', entry: 'a' });

describe('playToggle', () => {
  it('offers Play for an entry that is not loaded, even while another plays', () => {
    expect(playToggle(idlePlayer, 'a')).toEqual({ name: 'Play', icon: 'play', action: 'play' });
    expect(playToggle(playingA, 'b').name).toBe('Play');
  });

  it('offers Pause while the entry plays, and Play once paused', () => {
    expect(playToggle(playingA, 'a')).toEqual({ name: 'Pause', icon: 'pause', action: 'pause' });
    expect(playToggle(playerReducer(playingA, { type: 'pause' }), 'a').name).toBe('Play');
  });

  it('offers Play again once the entry has ended', () => {
    const over = playerReducer(playingA, { type: 'ended' });
    expect(playToggle(over, 'a')).toEqual({ name: 'Play again', icon: 'replay', action: 'play' });
  });
});
