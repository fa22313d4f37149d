import { tagKey } from './tags.js';

/**
 * The words of a text as the search compares them: the device's index, its highlights and the
 * server read a word the same way, so "Día" finds "dia" and a highlight marks what matched.
 */

/** A word and where it is in the text ([start, end) offsets of the text as written). */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

// Letters with their accents (a decomposed "é" is a letter and a mark) and digits; an apostrophe
// ends a word, so "l'été" is found by "été" (as server/entries/search-words.ts reads it).
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** A word folded: accents gone and lower case, the same folding as a tag's key. */
export const foldWord = (word: string): string => tagKey(word);

/** Every word of the text, as written, with its place. */
export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The text's words, folded, in order (repeats kept). */
export const foldWords = (text: string): string[] =>
  wordSpans(text).map((span) => foldWord(span.word));
