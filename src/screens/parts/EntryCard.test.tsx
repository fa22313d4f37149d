import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('EntryCard', () => {
  // Dates are said relative to today: two days after the entries were made.
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a note’s text and no media, under the id the composer’s View leads to', () => {
    const html = render(<EntryCard entry={base} />);
    expect(html).toContain('Ran five kilometres.');
    expect(html).toContain(`id="entry-${base.id}"`);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('waiting to upload');
    expect(buttonNames(html)).toEqual([]);
  });

  it('says when as people say it, the exact moment in its title, linked to the entry’s page', () => {
    const html = render(
      <MemoryRouter>
        <EntryCard entry={base} href="/ada/running/e1" />
      </MemoryRouter>,
    );
    expect(html).toContain('>Sun 22 Nov</time>');
    expect(html).toContain('title="Sunday, 22 November 2026 at 08:00"');
    expect(html).toMatch(/<a [^>]*href="\/ada\/running\/e1"[^>]*><time/);
    expect(html).toContain('aria-label="Note of Sun 22 Nov"');
  });

  it('says which day an entry counts for when it was written on another', () => {
    expect(render(<EntryCard entry={{ ...base, streakDate: '2026-11-20' }} />)).toContain(
      '>for Fri 20 Nov</span>',
    );
    expect(render(<EntryCard entry={{ ...base, streakDate: '2026-11-22' }} />)).not.toContain(
      '>for ',
    );
  });

  it('makes the addresses in notes links, and nothing else of them HTML', () => {
    const html = render(
      <EntryCard entry={{ ...base, notes: 'See https://example.com/a. <b>bold</b>' }} />,
    );
    expect(html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow ugc">https://example.com/a</a>.',
    );
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('shows a photo’s preview once the server has it, and says it waits before that', () => {
    const photo: Entry = { ...base, type: 'image', notes: 'Sunrise' };
    expect(render(<EntryCard entry={photo} />)).toContain('Photo waiting to upload');
    const synced = render(
      <EntryCard entry={{ ...photo, preview_link: '/api/media/p1', link: '/api/media/f1' }} />,
    );
    expect(synced).toContain('src="/api/media/p1"');
    expect(synced).toContain('alt="Sunrise"');
    expect(synced).toContain('loading="lazy"');
    expect(buttonNames(synced)).toEqual(['View photo full screen']);
  });

  it('keeps a measured photo’s box, and offers the original beside the preview', () => {
    const photo: Entry = {
      ...base,
      type: 'image',
      preview_link: '/api/media/p1',
      link: '/api/media/f1',
      file: { id: 'f1', type: 'image/jpeg', size: 1, name: 'a.jpg', width: 1600, height: 1200 },
    };
    const html = render(<EntryCard entry={photo} />);
    expect(html).toContain('width="1600" height="1200"');
    expect(html).toContain('srcSet="/api/media/p1 640w, /api/media/f1 1600w"');
  });

  it('draws a recording’s player with the card, not after it', () => {
    // Its Play and position in the first drawing, so a page drawn by the server works at once.
    const html = render(<EntryCard entry={audio} />);
    expect(html).toContain('class="entry-audio__play" aria-label="Play"');
    expect(html).toContain('role="slider"');
    expect(html).toContain('–:––');
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
