import { describe, expect, it } from 'vitest';
import {
  acceptDropped,
  draggedFileTypes,
  dropDestination,
  isFileDrag,
  ownJournalAt,
} from './drop-target';

const ada = { id: 'u-ada', ritual_user: 'Ada' };
const pages = { id: 'j-pages', slug: 'morning-pages', user_id: 'u-ada' };
const sketches = { id: 'j-sketch', slug: 'sketches', user_id: 'u-ada' };
// A journal of someone else with the same slug, held here because Ada looked at it.
const bobsPages = { id: 'j-bob', slug: 'morning-pages', user_id: 'u-bob' };
const journals = [bobsPages, pages, sketches];

describe('what a drag over the window is', () => {
  it('counts only drags that carry files', () => {
    expect(isFileDrag(['Files'])).toBe(true);
    expect(isFileDrag(['text/plain', 'Files'])).toBe(true);
    expect(isFileDrag(['text/plain', 'text/html'])).toBe(false);
    expect(isFileDrag([])).toBe(false);
  });

  it('reads the types of the dragged files and skips dragged text', () => {
    const items = [
      { kind: 'string', type: 'text/uri-list' },
      { kind: 'file', type: 'image/png' },
      { kind: 'file', type: 'application/pdf' },
    ];
    expect(draggedFileTypes(items)).toEqual(['image/png', 'application/pdf']);
  });
});

describe('accepting a drop or a paste', () => {
  const png = { name: 'a.png', type: 'image/png' };
  const wav = { name: 'b.wav', type: 'audio/wav' };
  const pdf = { name: 'c.pdf', type: 'application/pdf' };

  it('takes files of the allowed types', () => {
    expect(acceptDropped([png, wav])).toEqual({ ok: true, files: [png, wav] });
  });

  it("refuses with 'Invalid file type' when any file is of another type, or there is none", () => {
    const refused = { ok: false, error: 'Invalid file type' };
    expect(acceptDropped([pdf])).toEqual(refused);
    expect(acceptDropped([png, pdf])).toEqual(refused);
    expect(acceptDropped([{ name: 'page.html', type: 'text/html' }])).toEqual(refused);
    expect(acceptDropped([{ name: 'mystery', type: '' }])).toEqual(refused);
    expect(acceptDropped([])).toEqual(refused);
  });
});

describe('the own journal whose page is open', () => {
  it('finds it on its page, in any case of the username, and on its inner pages', () => {
    expect(ownJournalAt('/Ada/morning-pages', ada, journals)).toEqual({
      journal: pages,
      exact: true,
    });
    expect(ownJournalAt('/ada/morning-pages/', ada, journals)?.exact).toBe(true);
    expect(ownJournalAt('/ada/sketches/grid', ada, journals)).toEqual({
      journal: sketches,
      exact: false,
    });
  });

  it('finds none on other pages, on another user’s journal or an unknown journal', () => {
    expect(ownJournalAt('/home', ada, journals)).toBeNull();
    expect(ownJournalAt('/', ada, journals)).toBeNull();
    expect(ownJournalAt('/ada', ada, journals)).toBeNull();
    expect(ownJournalAt('/bob/morning-pages', ada, journals)).toBeNull();
    expect(ownJournalAt('/ada/not-a-journal', ada, journals)).toBeNull();
    // Bob's journal of the same slug is not Ada's, even if the path names Ada.
    expect(ownJournalAt('/ada/morning-pages', ada, [bobsPages])).toBeNull();
  });
});

describe('where a drop goes (docs/product.md §4)', () => {
  it('goes straight into the journal when its owner is on its page', () => {
    expect(dropDestination('/ada/morning-pages', ada, journals, false)).toEqual({
      to: 'journal',
      journal: pages,
    });
  });

  it('opens the panel anywhere else, with no journal chosen', () => {
    expect(dropDestination('/home', ada, journals, false)).toEqual({ to: 'panel' });
    expect(dropDestination('/bob/morning-pages', ada, journals, false)).toEqual({ to: 'panel' });
    expect(dropDestination('/push', ada, journals, false)).toEqual({ to: 'panel' });
  });

  it('opens the panel for that journal on one of its inner pages', () => {
    expect(dropDestination('/ada/sketches/settings', ada, journals, false)).toEqual({
      to: 'panel',
      journalId: sketches.id,
    });
  });

  it('gives the files to an open panel, even on the journal page', () => {
    expect(dropDestination('/ada/morning-pages', ada, journals, true)).toEqual({
      to: 'panel',
      journalId: pages.id,
    });
  });
});
