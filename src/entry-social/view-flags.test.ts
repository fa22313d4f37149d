import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import {
  DEFAULT_VIEW_FLAGS,
  parseViewFlags,
  readViewFlags,
  saveViewFlags,
  VIEW_FLAGS_KEY,
} from './view-flags';

describe('entry view flags', () => {
  it('start with bookmarks on and comments off', () => {
    expect(readViewFlags(memoryStorage())).toEqual({ bookmarks: true, comments: false });
    expect(readViewFlags(undefined)).toEqual(DEFAULT_VIEW_FLAGS);
  });

  it('are kept as JSON and read back', () => {
    const storage = memoryStorage();
    saveViewFlags(storage, { bookmarks: false, comments: true });
    expect(JSON.parse(storage.items.get(VIEW_FLAGS_KEY)!)).toEqual({
      bookmarks: false,
      comments: true,
    });
    expect(readViewFlags(storage)).toEqual({ bookmarks: false, comments: true });
  });

  it('take the default for whatever is damaged, field by field', () => {
    expect(parseViewFlags('not json')).toEqual(DEFAULT_VIEW_FLAGS);
    expect(parseViewFlags('null')).toEqual(DEFAULT_VIEW_FLAGS);
    expect(parseViewFlags('{"comments":true,"bookmarks":"yes"}')).toEqual({
      bookmarks: true,
      comments: true,
    });
  });

  it('still work where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readViewFlags(refusing)).toEqual(DEFAULT_VIEW_FLAGS);
    expect(() => saveViewFlags(refusing, DEFAULT_VIEW_FLAGS)).not.toThrow();
  });
});
