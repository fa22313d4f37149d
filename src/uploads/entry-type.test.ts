import { describe, expect, it } from 'vitest';
import { ErrorText } from '../../contract/errors';
import { ALLOWED_UPLOAD_TYPES } from '../../contract/uploads';
import { dropZoneLabel, entryTypeOf, isAllowedDrop } from './entry-type';

describe('entryTypeOf', () => {
  it('makes a text entry when there is no file', () => {
    expect(entryTypeOf(undefined)).toEqual({ ok: true, type: 'text' });
  });

  it.each([
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
    ['video/quicktime', 'video'],
    ['video/mp4', 'video'],
    ['audio/mpeg', 'audio'],
    ['audio/x-m4a', 'audio'],
    ['AUDIO/WAV', 'audio'],
  ])('reads %s as %s', (mime, type) => {
    expect(entryTypeOf({ type: mime })).toEqual({ ok: true, type });
  });

  it('gives a type to every allowed upload type', () => {
    for (const mime of ALLOWED_UPLOAD_TYPES) expect(entryTypeOf({ type: mime }).ok).toBe(true);
  });

  it.each(['image/webp', 'video/webm', 'audio/flac'])('calls %s an invalid file type', (mime) => {
    expect(entryTypeOf({ type: mime })).toEqual({ ok: false, error: ErrorText.invalidFileType });
  });

  it.each(['application/pdf', 'text/plain', ''])('cannot identify %j', (mime) => {
    expect(entryTypeOf({ type: mime })).toEqual({
      ok: false,
      error: ErrorText.unidentifiedFileType,
    });
  });
});

describe('isAllowedDrop and dropZoneLabel', () => {
  it("offers 'Add Entry' for allowed files", () => {
    expect(isAllowedDrop(['image/png'])).toBe(true);
    expect(isAllowedDrop(['image/png', 'audio/mpeg'])).toBe(true);
    expect(dropZoneLabel(['video/mp4'])).toBe('Add Entry');
  });

  it("says 'Invalid file type' when any file is not allowed, or nothing is a file", () => {
    expect(isAllowedDrop(['image/png', 'application/pdf'])).toBe(false);
    expect(isAllowedDrop([])).toBe(false);
    expect(dropZoneLabel(['image/webp'])).toBe('Invalid file type');
    expect(dropZoneLabel([])).toBe('Invalid file type');
  });
});
