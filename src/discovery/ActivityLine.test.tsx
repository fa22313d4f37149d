import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../contract/activity';
import { formatWhen } from '../dates/when';
import { aPerson } from '../test/people';
import { ActivityLine } from './ActivityLine';

const bo = aPerson('bo');
const entryId = '01900000-0000-7000-8000-000000000222';
const base: ActivityItem = {
  id: '01900000-0000-7000-8000-000000000100',
  type: 'entry-created',
  journal_id: '01900000-0000-7000-8000-000000000011',
  journal: {
    id: '01900000-0000-7000-8000-000000000011',
    slug: 'kiln-log',
    title: 'Kiln log',
    user: bo,
  },
  user: bo,
  entry_id: entryId,
  entry: null,
  created_at: '2026-11-10T11:55:00.000Z',
};
const now = Date.parse('2026-11-10T12:00:00.000Z');
/** 'Today 12:55' or so, in the zone the tests run in. */
const when = formatWhen(base.created_at, now);

const line = (item: ActivityItem) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ActivityLine item={item} now={now} />
    </MemoryRouter>,
  );
/** What a reader hears: the text without its markup and what is hidden from them (the avatar). */
const text = (html: string) =>
  html.replace(/<span[^>]*aria-hidden="true"[^>]*>.*?<\/span>/g, '').replace(/<[^>]+>/g, '');

describe('ActivityLine', () => {
  it('reads as a sentence, linking the person, the entry and the journal', () => {
    const html = line(base);
    expect(text(html)).toBe(`bo added an entry to Kiln log ${when}`);
    expect(html).toContain('href="/bo"');
    expect(html).toContain(`href="/bo/kiln-log/${entryId}"`);
    expect(html).toContain('href="/bo/kiln-log"');
    expect(html).toContain('dateTime="2026-11-10T11:55:00.000Z"');
  });

  it('names a gone account Someone, without a link', () => {
    const html = line({ ...base, type: 'journal-created', user: null, entry_id: null });
    expect(text(html)).toBe(`Someone started the journal Kiln log ${when}`);
    expect(html).not.toContain('href="/bo"');
  });

  it('names the entry by its kind and shows a glimpse: its picture, its waveform, its notes’ start', () => {
    const html = line({
      ...base,
      entry: {
        type: 'image',
        excerpt: 'First firing of the new glaze.',
        preview_link: '/api/media/p1',
        pcm: null,
      },
    });
    expect(text(html)).toBe(`bo added a photo to Kiln log ${when}First firing of the new glaze.`);
    expect(html).toContain('src="/api/media/p1"');
    expect(html).not.toContain('class="waveform');
    const recording = line({
      ...base,
      entry: { type: 'audio', excerpt: '', preview_link: null, pcm: [-0.5, 0.5, -0.2, 0.2] },
    });
    expect(text(recording)).toBe(`bo added a recording to Kiln log ${when}`);
    expect(recording).toContain('class="waveform waveform--stretch"');
    expect(recording).not.toContain('<img');
  });

  it('shows no glimpse of an entry with nothing to show', () => {
    const html = line({
      ...base,
      entry: { type: 'text', excerpt: '', preview_link: null, pcm: null },
    });
    expect(html).not.toContain('discovery-activity__glimpse');
  });
});
