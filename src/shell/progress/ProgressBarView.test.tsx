import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBarView } from './ProgressBarView';

describe('ProgressBarView', () => {
  it('renders nothing while hidden', () => {
    expect(renderToStaticMarkup(<ProgressBarView view={{ phase: 'hidden', value: 0 }} />)).toBe('');
  });

  it("is a progress bar named 'Loading' with its value", () => {
    const html = renderToStaticMarkup(<ProgressBarView view={{ phase: 'running', value: 41.6 }} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Loading"');
    expect(html).toContain('aria-valuenow="42"');
    expect(html).toContain('width:42%');
  });

  it('fades when finishing', () => {
    const html = renderToStaticMarkup(
      <ProgressBarView view={{ phase: 'finishing', value: 100 }} />,
    );
    expect(html).toContain('progress-bar--finishing');
    expect(html).toContain('aria-valuenow="100"');
  });
});
