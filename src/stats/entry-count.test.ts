import { describe, expect, it } from 'vitest';
import { entryCount } from './entry-count';

describe('entryCount', () => {
  it('is singular for one entry only', () => {
    expect([0, 1, 2].map(entryCount)).toEqual(['0 entries', '1 entry', '2 entries']);
  });
});
