import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DropZone } from './DropZone';

describe('DropZone', () => {
  it("invites the drop with 'Add Entry'", () => {
    const html = renderToStaticMarkup(<DropZone label="Add Entry" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('>Add Entry<');
    expect(html).not.toContain('drop-zone--refused');
  });

  it("marks 'Invalid file type' as a refusal and says what may be dropped", () => {
    const html = renderToStaticMarkup(<DropZone label="Invalid file type" />);
    expect(html).toContain('drop-zone--refused');
    expect(html).toContain('>Invalid file type<');
    expect(html).toContain('Photos, GIFs, videos and audio can become entries.');
  });
});
