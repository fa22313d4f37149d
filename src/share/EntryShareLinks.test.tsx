import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../contract/entries';
import { aPerson } from '../test/people';
import { EntryShareLinks } from './EntryShareLinks';
import { SharedEntry } from './SharedEntry';

const user = aPerson('ada');
const entry: Entry = {
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
  private: true,
  hidden: false,
  created_at: '2026-11-22T08:00:00.000Z',
  last_modified: '2026-11-22T08:00:00.000Z',
};
const origin = 'https://ritual.example';

describe('EntryShareLinks', () => {
  it('offers Share while the entry has no link', () => {
    const html = renderToStaticMarkup(<EntryShareLinks entry={entry} origin={origin} />);
    expect(html).toMatch(/<button[^>]*>.*Share(<\/span>)?<\/button>/);
    expect(html).not.toContain('/share/');
  });

  it('shows the link and the embed code of a shared entry, each with Copy', () => {
    const html = renderToStaticMarkup(
      <EntryShareLinks entry={{ ...entry, share_key: 'k123' }} origin={origin} />,
    );
    expect(html).toContain(`value="${origin}/share/k123"`);
    expect(html).toContain(`${origin}/embed/${entry.id}?key=k123`);
    expect(html).toContain('aria-label="Copy share link"');
    expect(html).toContain('aria-label="Copy embed code"');
    expect(html).toMatch(/<button[^>]*>.*New share link(<\/span>)?<\/button>/);
  });
});

describe('SharedEntry', () => {
  it('shows who wrote it, that it is private, and its notes', () => {
    const html = renderToStaticMarkup(<SharedEntry entry={entry} />);
    expect(html).toContain('aria-label="Entry by ada"');
    expect(html).toContain('Private');
    expect(html).toContain('Ran five kilometres.');
  });
});
