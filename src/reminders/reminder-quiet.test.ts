import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { quiet, QUIET_KEY, readQuieted } from './reminder-quiet';

describe('the reminders this browser was told to keep quiet', () => {
  it('keeps a dismissal or a snooze, forgetting the days before it', () => {
    const storage = memoryStorage();
    const friday = quiet(
      { 'a@2026-11-26': 'dismissed' },
      { itemId: 'a', day: '2026-11-27' },
      5,
      storage,
    );
    expect(friday).toEqual({ 'a@2026-11-27': 5 });
    const both = quiet(friday, { itemId: 'b', day: '2026-11-27' }, 'dismissed', storage);
    expect(readQuieted(storage)).toEqual(both);
    expect(both).toEqual({ 'a@2026-11-27': 5, 'b@2026-11-27': 'dismissed' });
  });

  it('reads nothing from storage it cannot understand, and holds for the visit when refused', () => {
    expect(readQuieted(memoryStorage({ [QUIET_KEY]: 'not json' }))).toEqual({});
    expect(readQuieted(memoryStorage({ [QUIET_KEY]: '[1]' }))).toEqual({});
    expect(
      readQuieted(memoryStorage({ [QUIET_KEY]: '{"a@2026-11-27":true,"b@2026-11-27":3}' })),
    ).toEqual({
      'b@2026-11-27': 3,
    });
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(quiet({}, { itemId: 'a', day: '2026-11-27' }, 'dismissed', refusing)).toEqual({
      'a@2026-11-27': 'dismissed',
    });
  });
});
