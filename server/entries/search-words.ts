import { tagKey } from '../../contract/tags.js';

/**
 * Words as search compares them: lower case, accents folded (NFD, marks dropped), the same
 * folding as a tag's key. Done here rather than by the database so SQLite and PostgreSQL index
 * and ask for the very same words, and PostgreSQL needs no unaccent extension.
 */
export const foldWords = tagKey;

/** A word: letters and digits (marks kept inside, so an accented letter stays in its word). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const TAG_TERM = /^(?:tag:|#)([\p{L}\p{N}][\p{L}\p{N}_-]{0,49})$/iu;
/** Enough for any question a person types; a longer one would only slow the index down. */
const MAX_TERMS = 12;
/** A one-letter prefix matches most of the index: only longer last words match as prefixes. */
const MIN_PREFIX = 2;

/** The words of some text, folded: what the index holds, one space between words. */
export function indexedWords(text: string): string {
  return (foldWords(text).match(WORD) ?? []).join(' ');
}

/** What `q` asks for: words every entry found must hold, and tags (by their key) it must carry. */
export interface WordsQuery {
  terms: string[];
  /** the last term also matches the words it begins (someone still typing it) */
  prefix: boolean;
  tags: string[];
}

export function parseSearchQuery(q: string): WordsQuery {
  const terms: string[] = [];
  const tags: string[] = [];
  let lastWasWord = false;
  for (const part of q.trim().split(/\s+/u)) {
    const tag = TAG_TERM.exec(part);
    if (tag) {
      const key = tagKey(tag[1]!);
      if (!tags.includes(key)) tags.push(key);
      lastWasWord = false;
      continue;
    }
    const words = foldWords(part).match(WORD) ?? [];
    terms.push(...words);
    lastWasWord = words.length > 0 || lastWasWord;
  }
  const kept = [...new Set(terms)].slice(0, MAX_TERMS);
  const last = kept.at(-1);
  return {
    terms: kept,
    prefix: lastWasWord && last !== undefined && last === terms.at(-1) && last.length >= MIN_PREFIX,
    tags,
  };
}

/**
 * The query with its tags' words asked for as well (first, so the last term stays the prefix):
 * a tag's words are in every entry carrying it, since the notes hold "#tag", so they narrow a
 * full-text index's matches without losing any; the exact tag filter still follows.
 */
export function withTagWords(query: WordsQuery): WordsQuery {
  const tagWords = query.tags.flatMap((tag) => indexedWords(tag).split(' ').filter(Boolean));
  const extra = [...new Set(tagWords)].filter((word) => !query.terms.includes(word));
  return { ...query, terms: [...extra, ...query.terms] };
}

/** Whether a folded word of the notes is one the query asked for. */
export function matchesTerm(query: WordsQuery, folded: string): boolean {
  const last = query.terms.at(-1);
  return (
    query.terms.includes(folded) || (query.prefix && last !== undefined && folded.startsWith(last))
  );
}

/** Every word of the text with its [start, end) offsets in the text as written. */
export function* wordsIn(text: string): Generator<{ folded: string; start: number; end: number }> {
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    yield { folded: foldWords(match[0]), start, end: start + match[0].length };
  }
}
