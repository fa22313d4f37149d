import { describe, expect, it } from 'vitest';
import { dayCount, entryCount } from './entry-count';

describe('entryCount', () => {
  it('is singular for one entry only', () => {
    expect([0, 1, 2].map(entryCount)).toEqual(['0 entries', '1 entry', '2 entries']);
  });

  it('says a streak in days, singular for one day only', () => {
    expect([0, 1, 4].map(dayCount)).toEqual(['0 days', '1 day', '4 days']);
  });
});
