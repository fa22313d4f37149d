import { describe, expect, it } from 'vitest';
import { foldWord, foldWords, wordSpans } from '../contract/search-words';
import { tagKey } from '../contract/tags';
import { parseQuery } from './search-query';

describe('the words search compares', () => {
  it('folds accents and case, as a tag key does', () => {
    expect(foldWords('Día de Ópera, ÉTUDE')).toEqual(['dia', 'de', 'opera', 'etude']);
    expect(foldWord('Crème')).toBe(tagKey('Crème'));
  });

  it('reads a decomposed accent as part of its word', () => {
    expect(foldWords('cafe\u0301 noir')).toEqual(['cafe', 'noir']);
  });

  it('cuts words at apostrophes and punctuation', () => {
    expect(foldWords("l'été — don’t (stop), #scales 3/4")).toEqual([
      'l',
      'ete',
      'don',
      't',
      'stop',
      'scales',
      '3',
      '4',
    ]);
  });

  it('knows where each word is in the text as written', () => {
    const text = 'Slow, Día';
    expect(wordSpans(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'Slow',
      'Día',
    ]);
  });
});

describe('a question', () => {
  it('splits words from #tags and tag:words', () => {
    expect(parseQuery('Slow  #Día-3 scales tag:Tempo, #')).toEqual({
      words: ['slow', 'scales'],
      tags: ['dia-3', 'tempo'],
    });
  });

  it('is empty when nothing searchable was typed', () => {
    expect(parseQuery('  … ')).toEqual({ words: [], tags: [] });
  });
});
