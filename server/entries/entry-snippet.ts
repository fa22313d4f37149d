import type { Snippet } from '../../contract/search.js';
import { matchesTerm, wordsIn, type WordsQuery } from './search-words.js';

/** About two lines of a result list. */
const SNIPPET_LENGTH = 160;
/** How much of the notes before the first match to keep, so the match reads in its sentence. */
const LEAD = 50;
const ELLIPSIS = '…';

/**
 * The passage of the notes around the first word that matched, with every matching word's
 * [start, end) in the passage. Computed here, not by the database, so SQLite and PostgreSQL give
 * the same snippet. A word right after '#' that is one of the query's tags is marked too.
 */
export function snippetOf(notes: string, query: WordsQuery, length = SNIPPET_LENGTH): Snippet {
  const matches: [number, number][] = [];
  for (const word of wordsIn(notes)) {
    const tagged = notes[word.start - 1] === '#' && query.tags.includes(word.folded);
    if (tagged || matchesTerm(query, word.folded)) matches.push([word.start, word.end]);
  }
  const first = matches[0]?.[0] ?? 0;
  let start = Math.max(0, first - LEAD);
  // Begin at a word: after the last space before the cut, when there is one near.
  if (start > 0) {
    const space = notes.slice(start, first).search(/\s/u);
    if (space >= 0) start += space + 1;
  }
  let end = Math.min(notes.length, start + length);
  if (end < notes.length) {
    const space = notes.slice(first, end).search(/\s\S*$/u);
    if (space > 0) end = first + space;
  }
  const head = start > 0 ? ELLIPSIS : '';
  const tail = end < notes.length ? ELLIPSIS : '';
  const shift = head.length - start;
  return {
    text: head + notes.slice(start, end) + tail,
    marks: matches
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]) => [from + shift, to + shift]),
  };
}
