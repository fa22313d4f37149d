import type { Snippet } from '../contract/search.js';
import { foldWord, wordSpans } from '../contract/search-words.js';

/** About two lines of a results list. */
const LENGTH = 160;
/** Words shown before the first match, so it reads in context. */
const LEAD = 40;

/**
 * The passage of the notes around the first matching word, with every matching word in it marked.
 * `matched` holds folded words (what the index matched); notes that did not match (the journal's
 * title or a tag did) show their beginning.
 */
export function snippetOf(notes: string, matched: ReadonlySet<string>): Snippet {
  // One line: newlines and runs of spaces would break a results row.
  const text = notes.replace(/\s+/gu, ' ').trim();
  const spans = wordSpans(text);
  const marked = spans.filter((span) => matched.has(foldWord(span.word)));
  let from = 0;
  if (marked.length > 0 && marked[0]!.end > LENGTH) {
    const lead = spans.find((span) => span.start >= marked[0]!.start - LEAD);
    from = lead ? lead.start : marked[0]!.start;
  }
  let to = text.length;
  if (to - from > LENGTH) {
    // End at the end of the last word that fits (or mid-word if one word is that long).
    const last = spans.filter((span) => span.start >= from && span.end <= from + LENGTH).at(-1);
    to = last ? last.end : from + LENGTH;
  }
  const before = from > 0 ? '…' : '';
  const after = to < text.length ? '…' : '';
  const shift = before.length - from;
  return {
    text: `${before}${text.slice(from, to)}${after}`,
    marks: marked
      .filter((span) => span.start >= from && span.end <= to)
      .map((span): [number, number] => [span.start + shift, span.end + shift]),
  };
}
