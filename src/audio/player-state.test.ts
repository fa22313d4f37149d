import { describe, expect, it } from 'vitest';
import { idlePlayer, playerReducer, type PlayerAction, type PlayerState } from './player-state';

const run = (state: PlayerState, ...actions: PlayerAction[]) =>
  actions.reduce(playerReducer, state);
const journal = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const playing = (entry: string, currentTime = 0): PlayerState => ({
  entry,
  muted: false,
  paused: false,
  ended: false,
  currentTime,
});

describe('playerReducer', () => {
  it('starts idle: nothing loaded, paused, not muted, at 0', () => {
    expect(idlePlayer).toEqual({
      entry: null,
      muted: false,
      paused: true,
      ended: false,
      currentTime: 0,
    });
  });

  it('play loads an entry and plays it from the start', () => {
    expect(run(idlePlayer, { type: 'play', entry: 'a' })).toEqual(playing('a'));
    expect(run(playing('a', 30), { type: 'play', entry: 'b' })).toEqual(playing('b'));
  });

  it('play on the entry already loaded carries on where it was', () => {
    const paused = run(playing('a', 30), { type: 'pause' });
    expect(run(paused, { type: 'play', entry: 'a' })).toEqual(playing('a', 30));
  });

  it('play on a finished entry plays it again from the start', () => {
    const over = run(playing('a', 30), { type: 'ended' });
    expect(run(over, { type: 'play', entry: 'a' })).toEqual(playing('a'));
  });

  it('pause and resume keep the entry and the position', () => {
    const paused = run(playing('a', 12), { type: 'pause' });
    expect(paused).toEqual({ ...playing('a', 12), paused: true });
    expect(run(paused, { type: 'resume' })).toEqual(playing('a', 12));
  });

  it('pause, resume, timeUpdate and ended do nothing without an entry', () => {
    for (const action of [
      { type: 'pause' },
      { type: 'resume' },
      { type: 'timeUpdate', seconds: 5 },
      { type: 'ended' },
    ] as const)
      expect(playerReducer(idlePlayer, action)).toBe(idlePlayer);
  });

  it('resume after the end starts the entry over', () => {
    expect(run(playing('a', 30), { type: 'ended' }, { type: 'resume' })).toEqual(playing('a'));
  });

  it('toggleMute flips muting and keeps it across tracks and stop', () => {
    const muted = run(idlePlayer, { type: 'toggleMute' });
    expect(muted.muted).toBe(true);
    expect(run(muted, { type: 'play', entry: 'a' }, { type: 'next', entries: journal }).muted).toBe(
      true,
    );
    expect(run(muted, { type: 'play', entry: 'a' }, { type: 'stop' })).toEqual({
      ...idlePlayer,
      muted: true,
    });
    expect(run(muted, { type: 'toggleMute' }).muted).toBe(false);
  });

  it('timeUpdate follows the element, never below 0 and ignoring non-numbers', () => {
    expect(run(playing('a'), { type: 'timeUpdate', seconds: 7.5 }).currentTime).toBe(7.5);
    expect(run(playing('a', 3), { type: 'timeUpdate', seconds: -1 }).currentTime).toBe(0);
    expect(run(playing('a', 3), { type: 'timeUpdate', seconds: Number.NaN }).currentTime).toBe(3);
  });

  it('ended pauses and marks the entry over, keeping the position', () => {
    expect(run(playing('a', 42), { type: 'ended' })).toEqual({
      ...playing('a', 42),
      paused: true,
      ended: true,
    });
  });

  it('next plays the journal’s following audio entry from its start', () => {
    expect(run(playing('a', 20), { type: 'next', entries: journal })).toEqual(playing('b'));
    expect(run(playing('b'), { type: 'next', entries: journal }).entry).toBe('c');
  });

  it('next wraps from the last entry to the first', () => {
    expect(run(playing('c', 9), { type: 'next', entries: journal })).toEqual(playing('a'));
  });

  it('next starts at the first entry when nothing plays or the entry is not in the journal', () => {
    expect(run(idlePlayer, { type: 'next', entries: journal })).toEqual(playing('a'));
    expect(run(playing('elsewhere'), { type: 'next', entries: journal }).entry).toBe('a');
  });

  it('next after the end goes on to the following entry', () => {
    expect(run(playing('a', 9), { type: 'ended' }, { type: 'next', entries: journal })).toEqual(
      playing('b'),
    );
  });

  it('next with a single entry plays it again from the start', () => {
    expect(run(playing('a', 9), { type: 'next', entries: [{ id: 'a' }] })).toEqual(playing('a'));
  });

  it('next in a journal without audio leaves the player as it is', () => {
    const state = playing('a', 9);
    expect(playerReducer(state, { type: 'next', entries: [] })).toBe(state);
  });

  it('stop unloads the entry', () => {
    expect(run(playing('b', 9), { type: 'stop' })).toEqual(idlePlayer);
  });
});
