import { describe, expect, it } from 'vitest';
import { MAX_TERM_LENGTH, searchTerm, serverSearchPaths, termsAreNear } from './search-term';

describe('searchTerm', () => {
  it('trims what was typed', () => {
    expect(searchTerm('  kiln  ')).toBe('kiln');
  });

  it('asks nothing for an empty or blank field', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('   \t ')).toBeNull();
  });

  it('keeps a single character', () => {
    expect(searchTerm('k')).toBe('k');
  });

  it('cuts a long text to the length the server accepts', () => {
    const term = searchTerm('a'.repeat(100));
    expect(term).toHaveLength(MAX_TERM_LENGTH);
    expect(searchTerm(`${'b'.repeat(63)}  c`)).toBe('b'.repeat(63));
  });
});

describe('serverSearchPaths', () => {
  it('asks for journals and users by the term', () => {
    expect(serverSearchPaths('kiln')).toEqual({
      journals: 'journals/search/kiln',
      users: 'users/search/kiln',
    });
  });

  it('encodes the term as one path segment', () => {
    expect(serverSearchPaths('a/b?c#d%e f')?.journals).toBe(
      'journals/search/a%2Fb%3Fc%23d%25e%20f',
    );
    expect(serverSearchPaths('café')?.users).toBe('users/search/caf%C3%A9');
  });

  it('does not send a term a URL would read as a folder step', () => {
    expect(serverSearchPaths('.')).toBeNull();
    expect(serverSearchPaths('..')).toBeNull();
    expect(serverSearchPaths('...')?.journals).toBe('journals/search/...');
  });
});

describe('termsAreNear', () => {
  it('holds when one term continues the other, in any case', () => {
    expect(termsAreNear('kil', 'kiln')).toBe(true);
    expect(termsAreNear('Kiln', 'kil')).toBe(true);
    expect(termsAreNear('kiln', 'kiln')).toBe(true);
  });

  it('does not hold for an unrelated term', () => {
    expect(termsAreNear('kiln', 'zebra')).toBe(false);
    expect(termsAreNear('kiln', 'kilt')).toBe(false);
  });
});
