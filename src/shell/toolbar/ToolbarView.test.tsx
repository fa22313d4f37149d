import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToolbarView, type ToolbarViewProps } from './ToolbarView';

/** The toolbar's text as a screen reader reads it, tags dropped. */
const textOf = (props: ToolbarViewProps) =>
  renderToStaticMarkup(<ToolbarView {...props} />)
    .replace(/<\/li>|<\/p>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('ToolbarView', () => {
  it('hints the shortcuts and shows the upload on the right', () => {
    expect(
      textOf({
        sidebarOpen: false,
        commandKey: '⌘',
        status: { text: 'Upload: 42%', uploading: true },
      }),
    ).toBe('N New Entry | H Your journals | ⌘K Search | Upload: 42% |');
  });

  it("says 'Hide journals' while the sidebar is open, and Ctrl off Apple keyboards", () => {
    expect(
      textOf({
        sidebarOpen: true,
        commandKey: 'Ctrl',
        status: { text: 'All changes saved', uploading: false },
      }),
    ).toBe('N New Entry | H Hide journals | Ctrl+K Search | All changes saved |');
  });

  it('is a named landmark with hints, not buttons that would clash with the shell’s own', () => {
    const html = renderToStaticMarkup(
      <ToolbarView sidebarOpen={false} commandKey="⌘" status={{ text: '', uploading: false }} />,
    );
    expect(html).toContain('<aside class="bottom-toolbar" aria-label="Toolbar">');
    expect(html).not.toContain('<button');
  });
});
