import { foldWord, wordSpans } from '../contract/search-words.js';
import { tagKey } from '../contract/tags.js';

/** What someone typed, read: the words to look for, and the tags (`#word`, `tag:word`) to keep to. */
export interface ParsedQuery {
  /** folded words */
  words: string[];
  /** tag keys (contract/tags.ts tagKey) */
  tags: string[];
}

const TAG_TERM = /^(?:#|tag:)(.+)$/iu;

export function parseQuery(query: string): ParsedQuery {
  const words: string[] = [];
  const tags: string[] = [];
  for (const piece of query.trim().split(/\s+/u)) {
    const tag = TAG_TERM.exec(piece)?.[1];
    // A tag ends at the punctuation a tag cannot hold ("#scales," is the tag scales).
    const name = tag?.match(/^[\p{L}\p{N}][\p{L}\p{N}_-]*/u)?.[0];
    if (name) tags.push(tagKey(name));
    else if (tag === undefined) words.push(...wordSpans(piece).map((span) => foldWord(span.word)));
  }
  return { words, tags: [...new Set(tags)] };
}
