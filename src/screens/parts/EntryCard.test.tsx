import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../contract/entries';
import { EntryCard } from './EntryCard';

const user = { id: '01900000-0000-7000-8000-000000000001', ritual_user: 'ada', avatar: null };
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

describe('EntryCard', () => {
  it('shows a note’s text and no media', () => {
    const html = renderToStaticMarkup(<EntryCard entry={base} />);
    expect(html).toContain('Ran five kilometres.');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('waiting to upload');
  });

  it('shows a photo’s preview once the server has it, and says it waits before that', () => {
    const photo: Entry = { ...base, type: 'image', notes: 'Sunrise' };
    expect(renderToStaticMarkup(<EntryCard entry={photo} />)).toContain('Photo waiting to upload');
    const synced = renderToStaticMarkup(
      <EntryCard entry={{ ...photo, preview_link: '/api/media/p1', link: '/api/media/f1' }} />,
    );
    expect(synced).toContain('src="/api/media/p1"');
    expect(synced).toContain('alt="Sunrise"');
  });

  it('draws an audio entry’s waveform from its pcm', () => {
    const audio: Entry = { ...base, type: 'audio', audio: true, pcm: [-0.5, 0.5, -1, 1] };
    const html = renderToStaticMarkup(<EntryCard entry={audio} />);
    expect(html).toContain('aria-label="Waveform"');
    expect(html).toContain('class="waveform-rest"');
  });

  it('names the journal when listed across journals, and marks a private entry', () => {
    const html = renderToStaticMarkup(
      <EntryCard entry={{ ...base, private: true }} journalTitle="Running" />,
    );
    expect(html).toContain('Running');
    expect(html).toContain('Private');
  });
});
