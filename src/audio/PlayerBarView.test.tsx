import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../contract/entries';
import { buttonsIn } from '../errors/buttons-in.test-util';
import { fakePlayer } from './fake-player.test-util';
import { PlayerBarView } from './PlayerBarView';

const entry = {
  id: '01900000-0000-7000-8000-000000000002',
  journal_id: '01900000-0000-7000-8000-000000000003',
  type: 'audio',
  notes: 'Morning birds',
} as Entry;
const playing = (more: Parameters<typeof fakePlayer>[0] = {}) =>
  fakePlayer({
    entry,
    journalTitle: 'Field recordings',
    duration: 95,
    ...more,
    state: { entry: entry.id, paused: false, currentTime: 62.4, ...more.state },
  });
const names = (player: ReturnType<typeof fakePlayer>) =>
  buttonsIn(PlayerBarView({ player })).map((button) => button.name);
const press = (player: ReturnType<typeof fakePlayer>, name: string) =>
  buttonsIn(PlayerBarView({ player }))
    .find((button) => button.name === name)!
    .click();

describe('PlayerBarView', () => {
  it('shows nothing while no entry is loaded', () => {
    expect(renderToStaticMarkup(<PlayerBarView player={fakePlayer()} />)).toBe('');
  });

  it('is a region named Audio player with the entry’s notes and its times as m:ss', () => {
    const html = renderToStaticMarkup(<PlayerBarView player={playing()} />);
    expect(html).toMatch(/<section class="player-bar" aria-label="Audio player">/);
    expect(html).toContain('Morning birds');
    expect(html).toContain('1:02 / 1:35');
    expect(html).toMatch(/<input type="range"[^>]*aria-label="Position"[^>]*max="95"/);
  });

  it('names the journal when the entry has no notes', () => {
    const player = playing({ entry: { ...entry, notes: '' } });
    expect(renderToStaticMarkup(<PlayerBarView player={player} />)).toContain('Field recordings');
  });

  it('offers Pause, Mute, Next and Close while playing', () => {
    expect(names(playing())).toEqual(['Pause', 'Mute', 'Next', 'Close']);
  });

  it('offers Play when paused, Unmute when muted, Play again once ended', () => {
    expect(names(playing({ state: { paused: true } }))[0]).toBe('Play');
    expect(names(playing({ state: { muted: true } }))[1]).toBe('Unmute');
    const over = playing({ state: { paused: true, ended: true, currentTime: 95 } });
    expect(names(over)[0]).toBe('Play again');
    expect(renderToStaticMarkup(<PlayerBarView player={over} />)).toContain('Ended');
  });

  it('hands each button’s press to the player', () => {
    const player = playing();
    press(player, 'Pause');
    press(player, 'Mute');
    press(player, 'Next');
    press(player, 'Close');
    expect(player.pause).toHaveBeenCalledOnce();
    expect(player.toggleMute).toHaveBeenCalledOnce();
    expect(player.next).toHaveBeenCalledOnce();
    expect(player.stop).toHaveBeenCalledOnce();
    const paused = playing({ state: { paused: true } });
    press(paused, 'Play');
    expect(paused.play).toHaveBeenCalledWith(entry);
  });

  it('says so when the recording cannot be played here, instead of a position', () => {
    const html = renderToStaticMarkup(<PlayerBarView player={playing({ unavailable: true })} />);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('aria-label="Position"');
  });

  it('shows an unknown length as -:-- with the position held at the start', () => {
    const html = renderToStaticMarkup(<PlayerBarView player={playing({ duration: undefined })} />);
    expect(html).toContain('1:02 / -:--');
    expect(html).toMatch(/aria-label="Position"[^>]*disabled=""/);
  });

  it('shows the recording’s cover as a thumbnail beside its title, and no box without one', () => {
    const covered = playing({ entry: { ...entry, audio_cover: '/api/media/cover-2' } });
    expect(renderToStaticMarkup(<PlayerBarView player={covered} />)).toContain(
      '<span class="audio-cover player-bar__cover"><img src="/api/media/cover-2" alt=""',
    );
    expect(renderToStaticMarkup(<PlayerBarView player={playing()} />)).not.toContain('audio-cover');
  });
});
