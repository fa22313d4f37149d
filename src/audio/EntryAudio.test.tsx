import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../contract/entries';
import { entry, journal, user } from '../data/queries/test-records';
import { EntryAudio } from './EntryAudio';
import { fakePlayer } from './fake-player.test-util';
import { PlayerContext, type Player } from './player-context';

const ada = user('ada');
// A recording as its card shows it: the waveform from its pcm is the player.
const audio: Entry = entry(journal(ada), ada, '2026-11-22T08:00:00.000Z', {
  type: 'audio',
  audio: true,
  pcm: [-0.5, 0.5, -1, 1],
});

const render = (player: Player = fakePlayer(), entry: Entry = audio) =>
  renderToStaticMarkup(
    <PlayerContext value={player}>
      <EntryAudio entry={entry} />
    </PlayerContext>,
  );
const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);
const playedWidth = (html: string) =>
  Number(/<clipPath[^>]*><rect [^>]*width="([\d.]+)"/.exec(html)?.[1]);

describe('EntryAudio', () => {
  it('draws an audio entry’s waveform from its pcm as its position, with a Play button', () => {
    const html = render();
    expect(html).toContain('role="slider"');
    expect(html).toContain('aria-label="Position in the recording"');
    expect(html).toContain('class="waveform-rest"');
    expect(buttonNames(html)).toEqual(['Play']);
    expect(playedWidth(html)).toBe(0);
  });

  it('offers Pause and lights the played part while this entry plays', () => {
    const player = fakePlayer({
      state: { entry: audio.id, paused: false, currentTime: 7 },
      entry: audio,
      duration: 28,
    });
    const html = render(player);
    expect(buttonNames(html)).toEqual(['Pause']);
    // 7 of 28 seconds: a quarter of the 600 drawing units.
    expect(playedWidth(html)).toBe(150);
    expect(html).toContain('aria-valuetext="0:07 of 0:28"');
    expect(html).toContain('0:07 / 0:28');
  });

  it('keeps Play and an unlit waveform while another entry plays', () => {
    const player = fakePlayer({
      state: { entry: '01900000-0000-7000-8000-000000000009', paused: false, currentTime: 7 },
      duration: 28,
    });
    const html = render(player);
    expect(buttonNames(html)).toEqual(['Play']);
    expect(playedWidth(html)).toBe(0);
  });

  it('offers Play again once this entry has ended', () => {
    const player = fakePlayer({
      state: { entry: audio.id, paused: true, ended: true, currentTime: 28 },
      entry: audio,
      duration: 28,
    });
    expect(buttonNames(render(player))).toEqual(['Play again']);
  });

  it('leads with its cover picture, a square of its own column, when it has one', () => {
    const html = render(fakePlayer(), { ...audio, audio_cover: '/api/media/cover-1' });
    expect(html).toContain('<div class="entry-audio entry-audio--covered">');
    // Empty alt: the notes say what the recording is; the picture dresses it.
    expect(html).toContain(
      '<span class="audio-cover entry-audio__cover"><img src="/api/media/cover-1" alt=""',
    );
    expect(buttonNames(html)).toEqual(['Play']);
  });

  it('looks as it always did without a cover', () => {
    const html = render();
    expect(html).toContain('<div class="entry-audio">');
    expect(html).not.toContain('audio-cover');
  });

  it('keeps the cover’s square where the picture waiting on a device cannot be read (an embed)', () => {
    const waiting = { ...audio, $coverBlob: `${audio.id}/audio_cover` };
    const html = render(fakePlayer(), waiting);
    expect(html).toContain('<span class="audio-cover entry-audio__cover"></span>');
  });
});
