import { describe, expect, it } from 'vitest';
import { exportFileNameOf } from './export-file-name';

describe('exportFileNameOf', () => {
  it('reads the quoted file name', () => {
    expect(exportFileNameOf('attachment; filename="ritual-export-ada-2026-11-23.zip"')).toBe(
      'ritual-export-ada-2026-11-23.zip',
    );
  });

  it('reads an unquoted one and makes path characters harmless', () => {
    expect(exportFileNameOf('attachment; filename=../ada export.zip')).toBe('.._ada_export.zip');
  });

  it('falls back to a plain name without a header', () => {
    expect(exportFileNameOf(null)).toBe('ritual-export.zip');
    expect(exportFileNameOf('attachment')).toBe('ritual-export.zip');
  });
});
