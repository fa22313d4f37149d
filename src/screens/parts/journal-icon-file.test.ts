import { describe, expect, it } from 'vitest';
import { iconFileProblem, iconHue, iconInitial, ICON_TYPES } from './journal-icon-file';

describe('journal icon files', () => {
  it('takes the pictures docs/product.md §5 allows and refuses anything else as an invalid file type', () => {
    expect(ICON_TYPES).toEqual(['image/jpeg', 'image/gif', 'image/png']);
    expect(iconFileProblem({ type: 'image/png' })).toBeUndefined();
    expect(iconFileProblem({ type: 'IMAGE/JPEG' })).toBeUndefined();
    expect(iconFileProblem({ type: 'image/webp' })).toBe('Invalid file type');
    expect(iconFileProblem({ type: 'video/mp4' })).toBe('Invalid file type');
    expect(iconFileProblem({ type: '' })).toBe('Invalid file type');
  });

  it('draws the title’s first letter, a whole emoji, or a question mark for no title', () => {
    expect(iconInitial('  garden diary')).toBe('G');
    expect(iconInitial('🌱 Seeds')).toBe('🌱');
    expect(iconInitial('   ')).toBe('?');
  });

  it('gives each journal its own hue, the same every time', () => {
    const a = iconHue('0193a000-0000-7000-8000-000000000001');
    const b = iconHue('0193a000-0000-7000-8000-000000000002');
    expect(a).not.toBe(b);
    expect(iconHue('0193a000-0000-7000-8000-000000000001')).toBe(a);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(360);
  });
});
