import { describe, expect, it } from 'vitest';
import { splitTags, tagKey, tagsOf } from './tags.js';

describe('tagsOf', () => {
  it('finds words that begin with #, each once, as written', () => {
    expect(tagsOf('#Scales then arpeggios #scales and (#día-3), "#tempo"')).toEqual([
      'Scales',
      'día-3',
      'tempo',
    ]);
  });

  it('leaves an address’s anchor, C# and a lone # alone', () => {
    expect(tagsOf('see https://x.org/a#part, played C# minor, # alone, ##')).toEqual([]);
  });

  it('keys a tag in lower case without accents', () => {
    expect(tagKey('Día')).toBe('dia');
  });
});

describe('splitTags', () => {
  it('cuts notes into words and tags, losing nothing', () => {
    const text = 'Slow #scales, then (#Día-3) and C#.';
    const parts = splitTags(text);
    expect(parts).toEqual([
      { text: 'Slow ' },
      { text: '#scales', tag: 'scales' },
      { text: ', then (' },
      { text: '#Día-3', tag: 'Día-3' },
      { text: ') and C#.' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });
});
