import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../contract/journals';
import { journal as journalOf } from '../../data/queries/test-records';
import { aPerson } from '../../test/people';
import { JournalIcon } from './JournalIcon';

const owner = aPerson('ada');
const journal: Journal = journalOf(owner, {
  id: '0193a000-0000-7000-8000-000000000002',
  slug: 'garden',
  title: 'garden',
  share_key: null,
  created_at: '2026-11-22T08:00:00.000Z',
});

describe('JournalIcon', () => {
  it('shows the title’s first letter in a circle when the journal has no icon', () => {
    const html = renderToStaticMarkup(<JournalIcon journal={journal} size="small" />);
    expect(html).toContain('class="journal-icon journal-icon--small"');
    expect(html).toContain('<span class="journal-icon__letter">G</span>');
    expect(html).not.toContain('<img');
  });

  it('shows the server’s picture once the journal has one', () => {
    const html = renderToStaticMarkup(
      <JournalIcon journal={{ ...journal, icon: '/api/media/icon-1' }} size="large" />,
    );
    expect(html).toContain('src="/api/media/icon-1"');
    expect(html).not.toContain('journal-icon__letter');
  });

  it('is decoration beside a title, and an image with a name where it stands alone', () => {
    const beside = renderToStaticMarkup(<JournalIcon journal={journal} size="small" />);
    expect(beside).toContain('aria-hidden="true"');
    expect(beside).not.toContain('role="img"');
    const alone = renderToStaticMarkup(
      <JournalIcon journal={journal} size="preview" label="Icon of garden" />,
    );
    expect(alone).toContain('role="img"');
    expect(alone).toContain('aria-label="Icon of garden"');
    expect(alone).not.toContain('aria-hidden');
  });
});
