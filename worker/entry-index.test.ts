import { describe, expect, it } from 'vitest';
import type { EntrySearchFilters } from '../contract/search';
import {
  countTags,
  createEntryIndex,
  findEntries,
  loadIndex,
  putEntry,
  removeEntry,
  storedIndex,
  type EntryIndex,
} from './entry-index';
import { parseQuery } from './search-query';
import { aJournal, anEntry } from './search-records.test-util';

const piano = aJournal({ title: 'Piano practice', slug: 'piano' });
const pages = aJournal({ title: 'Morning pages', slug: 'pages' });

function indexOf(...entries: ReturnType<typeof anEntry>[]): EntryIndex {
  const index = createEntryIndex();
  for (const journal of [piano, pages])
    index.journals.set(journal.id, { title: journal.title, slug: journal.slug, user: 'ada' });
  for (const entry of entries) putEntry(index, entry);
  return index;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const find = (index: EntryIndex, query: string, filters: EntrySearchFilters = {}) =>
  findEntries(index, parseQuery(query), filters, { dayOf: utcDay }).map((hit) => hit.id);

describe('finding entries by their words', () => {
  const etude = anEntry(piano, 'The Étude in C, slowly');
  const opera = anEntry(pages, 'Listened to an opera while writing');
  const index = indexOf(etude, opera);

  it('ignores accents and case both ways', () => {
    expect(find(index, 'etude')).toEqual([etude.id]);
    expect(find(index, 'ÓPERA')).toEqual([opera.id]);
  });

  it('finds a word from its first three letters, as it is typed', () => {
    expect(find(index, 'slo')).toEqual([etude.id]);
    expect(find(index, 'list ope')).toEqual([opera.id]);
  });

  it('takes a word of one or two letters whole (else it would begin most words)', () => {
    expect(find(index, 'op')).toEqual([]);
    expect(find(index, 'in')).toEqual([etude.id]);
  });

  it('forgives a typo in a longer word, not in a short one', () => {
    expect(find(index, 'ettude')).toEqual([etude.id]);
    expect(find(index, 'lisened')).toEqual([opera.id]);
    expect(find(index, 'xn')).toEqual([]);
  });

  it('needs every word', () => {
    expect(find(index, 'etude opera')).toEqual([]);
  });

  it('finds entries by their journal’s title', () => {
    expect(find(index, 'morning')).toEqual([opera.id]);
  });

  it('ranks an entry that says the word more above one that says it once', () => {
    const once = anEntry(pages, 'Scales, then a long walk and a long talk about other things');
    const often = anEntry(pages, 'Scales. Scales again. More scales');
    expect(find(indexOf(once, often), 'scales')).toEqual([often.id, once.id]);
  });

  it('finds nothing for an empty question', () => {
    expect(find(index, '   ')).toEqual([]);
  });
});

describe('the filters', () => {
  const old = anEntry(piano, 'scales', { created_at: '2031-01-01T09:00:00.000Z' });
  const audio = anEntry(piano, 'scales recorded', {
    type: 'audio',
    created_at: '2031-01-05T09:00:00.000Z',
  });
  const elsewhere = anEntry(pages, 'scales in my head', { created_at: '2031-01-09T09:00:00.000Z' });
  const index = indexOf(old, audio, elsewhere);

  it('keep to one journal, one type, a range of days (inclusive)', () => {
    expect(find(index, 'scales', { journal: pages.id })).toEqual([elsewhere.id]);
    expect(find(index, 'scales', { type: 'audio' })).toEqual([audio.id]);
    expect(find(index, 'scales', { after: '2031-01-05', before: '2031-01-09' }).sort()).toEqual(
      [audio.id, elsewhere.id].sort(),
    );
    expect(find(index, 'scales', { before: '2031-01-01' })).toEqual([old.id]);
  });

  it('alone list what they keep, newest first', () => {
    expect(find(index, '', { journal: piano.id })).toEqual([audio.id, old.id]);
  });
});

describe('tags', () => {
  const first = anEntry(piano, 'Slow #Scales, then #día-3', {
    created_at: '2031-01-01T09:00:00.000Z',
  });
  const second = anEntry(piano, '#scales with the metronome', {
    created_at: '2031-01-02T09:00:00.000Z',
  });
  const untagged = anEntry(piano, 'scales without a tag');
  const index = indexOf(first, second, untagged);

  it('#word and tag:word keep to entries with that tag, accents and case aside', () => {
    expect(find(index, '#scales')).toEqual([second.id, first.id]);
    expect(find(index, 'tag:DIA-3')).toEqual([first.id]);
    expect(find(index, '#scales metronome')).toEqual([second.id]);
  });

  it('are counted, most used first, named as first written', () => {
    expect(countTags(index)).toEqual([
      { tag: 'Scales', count: 2 },
      { tag: 'día-3', count: 1 },
    ]);
  });
});

describe('keeping the index up to date', () => {
  it('takes an edit: the old words go, the new ones are found', () => {
    const entry = anEntry(piano, 'arpeggios #warmup');
    const index = indexOf(entry);
    putEntry(index, { ...entry, notes: 'chords', last_modified: '2031-02-01T00:00:00.000Z' });
    expect(find(index, 'arpeggios')).toEqual([]);
    expect(find(index, 'chords')).toEqual([entry.id]);
    expect(countTags(index)).toEqual([]);
  });

  it('takes a move to another journal', () => {
    const entry = anEntry(piano, 'chords');
    const index = indexOf(entry);
    putEntry(index, { ...entry, journal_id: pages.id });
    expect(find(index, 'chords', { journal: piano.id })).toEqual([]);
    expect(find(index, 'morning chords')).toEqual([entry.id]);
  });

  it('forgets a deleted entry, its words and its tags', () => {
    const entry = anEntry(piano, 'chords #harmony');
    const index = indexOf(entry, anEntry(piano, 'other'));
    removeEntry(index, entry.id);
    removeEntry(index, entry.id);
    expect(find(index, 'chords')).toEqual([]);
    expect(countTags(index)).toEqual([]);
  });
});

describe('the kept index', () => {
  it('answers as the index it was kept from', () => {
    const entry = anEntry(piano, 'Étude #slow');
    const kept = JSON.parse(JSON.stringify(storedIndex(indexOf(entry), 'ada'))) as unknown;
    const loaded = loadIndex(kept, 'ada')!;
    expect(find(loaded, 'etud')).toEqual([entry.id]);
    expect(countTags(loaded)).toEqual([{ tag: 'slow', count: 1 }]);
  });

  it('is not loaded for another account, nor when damaged', () => {
    const kept = storedIndex(indexOf(anEntry(piano, 'x')), 'ada');
    expect(loadIndex(kept, 'bob')).toBeUndefined();
    expect(loadIndex({ ...kept, words: '{"nope' }, 'ada')).toBeUndefined();
    expect(loadIndex(undefined, 'ada')).toBeUndefined();
  });
});
