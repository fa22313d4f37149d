import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../contract/entries';
import { fakePlayer } from '../../audio/fake-player.test-util';
import { AuthContext, type Auth } from '../../app/auth-context';
import { PlayerContext, type Player } from '../../audio/player-context';
import { aPerson } from '../../test/people';
import { EntryCard } from './EntryCard';

const user = aPerson('ada');
const base: Entry = {
  id: '01900000-0000-7000-8000-000000000002',
  journal_id: '01900000-0000-7000-8000-000000000003',
  user_id: user.id,
  user,
  type: 'text',
  notes: 'Ran five kilometres.',
  file: null,
  link: null,
  original_link: null,
  preview_link: null,
  audio_cover: null,
  audio: false,
  pcm: null,
  streakDate: null,
  private: false,
  hidden: false,
  created_at: '2026-11-22T08:00:00.000Z',
  last_modified: '2026-11-22T08:00:00.000Z',
};
const audio: Entry = { ...base, type: 'audio', audio: true, pcm: [-0.5, 0.5, -1, 1] };

const render = (card: ReactNode, player: Player = fakePlayer()) =>
  renderToStaticMarkup(<PlayerContext value={player}>{card}</PlayerContext>);
const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);
const playedWidth = (html: string) =>
  Number(/<clipPath[^>]*><rect [^>]*width="([\d.]+)"/.exec(html)?.[1]);

describe('EntryCard', () => {
  it('shows a note’s text and no media', () => {
    const html = render(<EntryCard entry={base} />);
    expect(html).toContain('Ran five kilometres.');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('waiting to upload');
    expect(buttonNames(html)).toEqual([]);
  });

  it('shows a photo’s preview once the server has it, and says it waits before that', () => {
    const photo: Entry = { ...base, type: 'image', notes: 'Sunrise' };
    expect(render(<EntryCard entry={photo} />)).toContain('Photo waiting to upload');
    const synced = render(
      <EntryCard entry={{ ...photo, preview_link: '/api/media/p1', link: '/api/media/f1' }} />,
    );
    expect(synced).toContain('src="/api/media/p1"');
    expect(synced).toContain('alt="Sunrise"');
  });

  it('draws an audio entry’s waveform from its pcm, with a Play button beside it', () => {
    const html = render(<EntryCard entry={audio} />);
    expect(html).toContain('aria-label="Waveform"');
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
    const html = render(<EntryCard entry={audio} />, player);
    expect(buttonNames(html)).toEqual(['Pause']);
    expect(playedWidth(html)).toBe(70);
  });

  it('keeps Play and an unlit waveform while another entry plays', () => {
    const player = fakePlayer({
      state: { entry: '01900000-0000-7000-8000-000000000009', paused: false, currentTime: 7 },
      duration: 28,
    });
    const html = render(<EntryCard entry={audio} />, player);
    expect(buttonNames(html)).toEqual(['Play']);
    expect(playedWidth(html)).toBe(0);
  });

  it('offers Play again once this entry has ended', () => {
    const player = fakePlayer({
      state: { entry: audio.id, paused: true, ended: true, currentTime: 28 },
      entry: audio,
      duration: 28,
    });
    expect(buttonNames(render(<EntryCard entry={audio} />, player))).toEqual(['Play again']);
  });

  it('names the journal when listed across journals, and marks a private entry', () => {
    const html = render(<EntryCard entry={{ ...base, private: true }} journalTitle="Running" />);
    expect(html).toContain('Running');
    expect(html).toContain('Private');
  });

  it('names the author of someone else’s entry, not of the viewer’s own', () => {
    const viewing = (userId: string) =>
      render(
        <AuthContext value={{ userId } as Auth}>
          <EntryCard entry={base} />
        </AuthContext>,
      );
    const byAda = /class="entry-social__author">ada</;
    expect(viewing('01900000-0000-7000-8000-000000000009')).toMatch(byAda);
    expect(viewing(user.id)).not.toMatch(byAda);
  });
});
