import { describe, expect, it } from 'vitest';
import { snippetOf } from './entry-snippet.js';
import { parseSearchQuery } from './search-words.js';

const marked = (notes: string, q: string) => {
  const { text, marks } = snippetOf(notes, parseSearchQuery(q), 60);
  return { text, words: marks.map(([start, end]) => text.slice(start, end)) };
};

describe('snippetOf', () => {
  it('marks the words asked for, whatever their case and accents, as written', () => {
    expect(marked('Café at dawn, then the CAFE again', 'cafe')).toEqual({
      text: 'Café at dawn, then the CAFE again',
      words: ['Café', 'CAFE'],
    });
  });

  it('marks the words the last one begins, and a tag asked for', () => {
    expect(marked('Scales slowly, then #scales fast', 'tag:scales slo').words).toEqual([
      'slowly',
      'scales',
    ]);
  });

  it('cuts long notes around the first match, at words, with ellipses', () => {
    const notes = `${'words before it '.repeat(10)}the allotment at sunset ${'and after it '.repeat(10)}`;
    const { text, words } = marked(notes, 'sunset');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('the allotment at sunset');
    expect(text.length).toBeLessThanOrEqual(62);
    expect(words).toEqual(['sunset']);
  });
});

describe('parseSearchQuery', () => {
  it('folds the words, takes tags apart and lets the last word be a prefix', () => {
    expect(parseSearchQuery('Café  tag:Día-3 #Scales sun')).toEqual({
      terms: ['cafe', 'sun'],
      prefix: true,
      tags: ['dia-3', 'scales'],
    });
    expect(parseSearchQuery('sunset #garden').prefix).toBe(false);
  });
});
