import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http, https and www. addresses links, leaving the words around them', () => {
    expect(linkify('Read https://example.com/a?b=1 and www.ritual.test today')).toEqual([
      { text: 'Read ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' and ' },
      { text: 'www.ritual.test', href: 'https://www.ritual.test' },
      { text: ' today' },
    ]);
  });

  it('leaves the end of a sentence out of the address, but keeps a bracket the address opened', () => {
    expect(linkify('(see https://example.com/x).')).toEqual([
      { text: '(see ' },
      { text: 'https://example.com/x', href: 'https://example.com/x' },
      { text: ').' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Ritual_(film), yes')[0]).toEqual({
      text: 'https://en.wikipedia.org/wiki/Ritual_(film)',
      href: 'https://en.wikipedia.org/wiki/Ritual_(film)',
    });
  });

  it('never links another scheme, and keeps text without addresses whole', () => {
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([
      { text: 'javascript:alert(1) data:text/html,x' },
    ]);
    expect(linkify('')).toEqual([]);
    expect(linkify('just words\nand a line')).toEqual([{ text: 'just words\nand a line' }]);
  });
});
