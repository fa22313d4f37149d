import MiniSearch, { type SearchResult } from 'minisearch';
import type { EntrySearchFilters, TagCount } from '../contract/search.js';
import { foldWord, wordSpans } from '../contract/search-words.js';
import { tagKey, tagsOf } from '../contract/tags.js';
import type { EntryType } from '../contract/uploads.js';
import type { ParsedQuery } from './search-query.js';

/** What the index reads of an entry (a stored Entry has all of it). */
export interface IndexedEntry {
  id: string;
  journal_id: string;
  type: EntryType;
  notes: string;
  created_at: string;
  private: boolean;
  last_modified: string;
}

/** What a hit shows of its journal. */
export interface JournalFacts {
  title: string;
  slug: string;
  /** the owner's username: the journal's address is /:user/:slug */
  user: string;
}

/** What a hit and the filters need of an entry without reading it (short keys: kept per entry). */
export interface EntryFacts {
  /** journal id */
  j: string;
  t: EntryType;
  /** created_at, ms */
  c: number;
  p: boolean;
  /** last_modified, ms: which copy of the entry the index holds */
  m: number;
  /** its tags as written */
  g: string[];
}

export interface EntryIndex {
  words: MiniSearch;
  entries: Map<string, EntryFacts>;
  journals: Map<string, JournalFacts>;
}

/** One entry found, best first: its id, score and the folded words that matched (to mark). */
export interface Found {
  id: string;
  score: number;
  terms: string[];
  facts: EntryFacts;
}

export const SEARCH_LIMIT = 50;

// A tag keeps its key whole (#día-3 is "dia-3"); notes and titles are cut into folded words.
const OPTIONS = {
  fields: ['notes', 'journal', 'tags'],
  tokenize: (text: string, field?: string) =>
    field === 'tags' ? text.split(' ') : wordSpans(text).map((span) => span.word),
  processTerm: (term: string, field?: string) =>
    field === 'tags' ? term || null : foldWord(term) || null,
  searchOptions: {
    boost: { notes: 1, journal: 0.5, tags: 1.5 },
    // From three letters: one or two begin so many words that the answer would be slow and vague.
    prefix: (term: string) => term.length >= 3,
    // Typo-tolerant where a word is long enough for a typo not to be another word.
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    combineWith: 'AND' as const,
  },
};

export function createEntryIndex(): EntryIndex {
  return { words: new MiniSearch(OPTIONS), entries: new Map(), journals: new Map() };
}

const document = (entry: IndexedEntry, journal: JournalFacts | undefined, tags: string[]) => ({
  id: entry.id,
  notes: entry.notes,
  journal: journal?.title ?? '',
  tags: tags.map(tagKey).join(' '),
});

/** Adds an entry, or replaces what the index held of it (an edit, a move to another journal). */
export function putEntry(index: EntryIndex, entry: IndexedEntry): void {
  removeEntry(index, entry.id);
  const tags = tagsOf(entry.notes);
  index.words.add(document(entry, index.journals.get(entry.journal_id), tags));
  index.entries.set(entry.id, {
    j: entry.journal_id,
    t: entry.type,
    c: Date.parse(entry.created_at),
    p: entry.private,
    m: Date.parse(entry.last_modified),
    g: tags,
  });
}

export function removeEntry(index: EntryIndex, id: string): void {
  if (!index.entries.delete(id)) return;
  index.words.discard(id);
}

/** The ids of the entries the index holds in a journal (to index again when its title changes). */
export function entriesOfJournal(index: EntryIndex, journalId: string): string[] {
  return [...index.entries].filter(([, facts]) => facts.j === journalId).map(([id]) => id);
}

/** The entry's day where the person is, as the filters' YYYY-MM-DD. */
export function localDay(ms: number): string {
  const at = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

const keeps =
  (query: ParsedQuery, filters: EntrySearchFilters, dayOf: (ms: number) => string) =>
  (facts: EntryFacts | undefined): facts is EntryFacts => {
    if (!facts) return false;
    if (filters.journal && facts.j !== filters.journal) return false;
    if (filters.type && facts.t !== filters.type) return false;
    if (filters.after || filters.before) {
      const day = dayOf(facts.c);
      if (filters.after && day < filters.after) return false;
      if (filters.before && day > filters.before) return false;
    }
    if (query.tags.length === 0) return true;
    const keys = new Set(facts.g.map(tagKey));
    return query.tags.every((tag) => keys.has(tag));
  };

/**
 * The entries that have every word (as a word's beginning, or with a typo in a long word) in
 * their notes, journal title or tags, and pass the filters: best first, then newest. Tags alone
 * (`#scales`) list that tag's entries, newest first.
 */
export function findEntries(
  index: EntryIndex,
  query: ParsedQuery,
  filters: EntrySearchFilters = {},
  { limit = SEARCH_LIMIT, dayOf = localDay } = {},
): Found[] {
  const passes = keeps(query, filters, dayOf);
  let found: Found[];
  if (query.words.length > 0) {
    const results: SearchResult[] = index.words.search(query.words.join(' '), {
      filter: (result) => passes(index.entries.get(result.id as string)),
    });
    found = results.map((result) => ({
      id: result.id as string,
      score: result.score,
      terms: result.terms,
      facts: index.entries.get(result.id as string)!,
    }));
  } else if (query.tags.length > 0 || Object.values(filters).some(Boolean)) {
    found = [];
    for (const [id, facts] of index.entries)
      if (passes(facts)) found.push({ id, score: 1, terms: [], facts });
  } else {
    return [];
  }
  return found.sort((a, b) => b.score - a.score || b.facts.c - a.facts.c).slice(0, limit);
}

/** Every tag the index holds and how many entries carry it, most used first (then by name). */
export function countTags(index: EntryIndex): TagCount[] {
  const counts = new Map<string, TagCount>();
  for (const facts of index.entries.values())
    for (const tag of facts.g) {
      const key = tagKey(tag);
      const count = counts.get(key);
      if (count) count.count++;
      // The first spelling met names the tag (contract/tags.ts: shown as written first).
      else counts.set(key, { tag, count: 1 });
    }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The index as IndexedDB keeps it: one account's, with the newest change it holds. */
export interface StoredIndex {
  version: typeof STORED_VERSION;
  userId: string;
  /** the newest last_modified (ms) among the entries it holds */
  watermark: number;
  /** MiniSearch's own JSON */
  words: string;
  journals: [string, JournalFacts][];
  /** per entry, to keep it small: [id, journal's place in `journals`, type, c, p (0/1), m, ...tags] */
  entries: (string | number)[][];
}

/** Raised when the stored shape changes: an older stored index is built again. */
export const STORED_VERSION = 1;

export function storedIndex(index: EntryIndex, userId: string): StoredIndex {
  const journals = new Map<string, JournalFacts | undefined>(index.journals);
  for (const facts of index.entries.values())
    if (!journals.has(facts.j)) journals.set(facts.j, undefined);
  const place = new Map([...journals.keys()].map((id, i) => [id, i]));
  let watermark = 0;
  const entries = [...index.entries].map(([id, { j, t, c, p, m, g }]) => {
    watermark = Math.max(watermark, m);
    return [id, place.get(j)!, t, c, p ? 1 : 0, m, ...g];
  });
  return {
    version: STORED_VERSION,
    userId,
    watermark,
    words: JSON.stringify(index.words),
    // A journal the index has entries of but no record of keeps its place with an empty title.
    journals: [...journals].map(([id, facts]) => [id, facts ?? { title: '', slug: '', user: '' }]),
    entries,
  };
}

/** The stored index, if it is this account's and whole; otherwise undefined (build it again). */
export function loadIndex(stored: unknown, userId: string): EntryIndex | undefined {
  const s = stored as Partial<StoredIndex> | undefined;
  if (s?.version !== STORED_VERSION || s.userId !== userId) return undefined;
  try {
    const journals = s.journals!;
    const entries = new Map<string, EntryFacts>(
      s.entries!.map(([id, j, t, c, p, m, ...g]) => [
        id as string,
        {
          j: journals[j as number]![0],
          t: t as EntryType,
          c: c as number,
          p: p === 1,
          m: m as number,
          g: g as string[],
        },
      ]),
    );
    const index: EntryIndex = {
      words: MiniSearch.loadJSON(s.words!, OPTIONS),
      entries,
      journals: new Map(journals.filter(([, facts]) => facts.title || facts.slug)),
    };
    return index.words.documentCount === index.entries.size ? index : undefined;
  } catch {
    return undefined;
  }
}
