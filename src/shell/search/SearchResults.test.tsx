import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aPerson } from '../../test/people';
import { groupResults } from './search-results';
import { SearchNotice, type SearchNoticeProps } from './SearchNotice';
import { SearchResults } from './SearchResults';

const bo = aPerson('bo');
const kiln = { id: '01900000-0000-7000-8000-000000000011', slug: 'kiln-log', title: 'Kiln log' };
const hit = {
  id: '01900000-0000-7000-8000-000000000021',
  journal_id: kiln.id,
  journal_title: 'Kiln log',
  user: 'bo',
  journal_slug: 'kiln-log',
  type: 'image' as const,
  created_at: '2026-03-14T09:00:00.000Z',
  private: false,
  snippet: { text: 'The glaze <b>ran</b> at cone six', marks: [[4, 9] as [number, number]] },
  score: 1,
};
const grouped = groupResults([{ ...kiln, user: bo, private: true }], [bo], [hit]);
const noop = () => undefined;

const results = (active: string | null = null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SearchResults {...grouped} active={active} onChoose={noop} busy={false} />
    </MemoryRouter>,
  );

describe('SearchResults', () => {
  it('shows entries first, their words with the match marked, as text, and where they are', () => {
    const html = results();
    expect(html.indexOf('>Entries<')).toBeLessThan(html.indexOf('>Journals<'));
    expect(html).toContain(`href="/bo/kiln-log/${hit.id}"`);
    expect(html).toContain('The <mark>glaze</mark> &lt;b&gt;ran&lt;/b&gt; at cone six');
    expect(html).toContain('Photo in Kiln log · 14 Mar 2026');
  });

  it('shows journals and people in two named groups, each line a link', () => {
    const html = results();
    expect(html).toMatch(/role="group" aria-labelledby="(search-group-Journals)".*id="\1"/);
    expect(html).toContain('>Journals<');
    expect(html).toContain('>People<');
    expect(html.indexOf('Journals')).toBeLessThan(html.indexOf('People'));
    expect(html).toContain('href="/bo/kiln-log"');
    expect(html).toContain('href="/bo"');
    expect(html).toContain(' by bo');
    expect(html).toContain('Private');
  });

  it('marks the highlighted line selected and no other', () => {
    const html = results(grouped.people[0]!.key);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(
      /aria-selected="true"[^>]*href="\/bo"|href="\/bo"[^>]*aria-selected="true"/,
    );
  });

  it('leaves out a group with nothing in it', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SearchResults
          entries={[]}
          journals={[]}
          people={grouped.people}
          active={null}
          onChoose={noop}
          busy
        />
      </MemoryRouter>,
    );
    expect(html).not.toContain('>Journals<');
    expect(html).not.toContain('>Entries<');
    expect(html).toContain('>People<');
  });
});

const notice = (more: Partial<SearchNoticeProps>) =>
  renderToStaticMarkup(
    <SearchNotice term="kiln" online pending={false} error={null} found={0} {...more} />,
  );

describe('SearchNotice', () => {
  it('asks for a term before anything is typed', () => {
    expect(notice({ term: null })).toContain(
      'Type to find entries, journals and people; #word finds a tag.',
    );
  });

  it('says offline that only what the device holds is searched', () => {
    expect(notice({ online: false, found: 1 })).toContain(
      'You are offline: searching what this device holds.',
    );
    expect(notice({ online: true, found: 1 })).not.toContain('offline');
  });

  it('shows a failed server search’s message as an alert, with what is still shown', () => {
    const html = notice({ error: 'Something went wrong.', found: 1 });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Something went wrong.');
    expect(html).toContain('Only what this device holds is shown.');
    expect(notice({})).not.toContain('role="alert"');
  });

  it('counts the results, says when it is still searching, and when nothing matched', () => {
    expect(notice({ found: 3 })).toContain('3 results');
    expect(notice({ found: 1 })).toContain('1 result<');
    expect(notice({ pending: true })).toContain('Searching…');
    expect(notice({})).toContain('Nothing found for ‘kiln’.');
  });
});
