import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverPicker } from './CoverPicker';

const noop = () => undefined;

describe('CoverPicker', () => {
  it('offers one clear, optional way to add a picture, taking only the picture types', () => {
    const html = renderToStaticMarkup(
      <CoverPicker cover={undefined} onPick={noop} onRemove={noop} />,
    );
    expect(html).toContain('aria-label="Add a cover picture"');
    expect(html).toContain('accept="image/jpeg,image/gif,image/png"');
    expect(html).toContain('Optional');
    expect(html).not.toContain('<img');
  });

  it('shows the chosen picture as a thumbnail, with ways to replace and remove it', () => {
    const cover = new File([new Uint8Array(3072)], 'dawn.png', { type: 'image/png' });
    const html = renderToStaticMarkup(<CoverPicker cover={cover} onPick={noop} onRemove={noop} />);
    expect(html).toContain('<img class="cover-pick__thumb" alt="Cover picture"/>');
    expect(html).toContain('dawn.png');
    expect(html).toContain('Cover picture · 3 KB');
    expect(html).toContain('aria-label="Replace the cover picture"');
    expect(html).toContain('aria-label="Remove the cover picture"');
    expect(html).not.toContain('Add a cover picture');
  });

  it('rests while the entry is being saved', () => {
    const cover = new File([new Uint8Array(3)], 'dawn.png', { type: 'image/png' });
    const html = renderToStaticMarkup(
      <CoverPicker cover={cover} onPick={noop} onRemove={noop} disabled />,
    );
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });
});
