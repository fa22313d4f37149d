import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buttonsIn } from './buttons-in.test-util';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

const noop = () => undefined;
const props = (more: Partial<ErrorPageProps> = {}): ErrorPageProps => ({
  onRefresh: noop,
  onCopyErrorId: noop,
  ...more,
});
const render = (more: Partial<ErrorPageProps> = {}) =>
  renderToStaticMarkup(<ErrorPage {...props(more)} />);
const buttonNames = (more: Partial<ErrorPageProps> = {}) =>
  buttonsIn(ErrorPage(props(more))).map((b) => b.name);

describe('ErrorPage', () => {
  it('shows 500 when no status is known', () => {
    expect(render({ message: 'Something went wrong.' })).toContain(
      '<h1 class="error-page__status">500</h1>',
    );
  });

  it('shows the status code and the message', () => {
    const html = render({ statusCode: 403, message: 'Access Denied' });
    expect(html).toContain('>403<');
    expect(html).toContain('Access Denied');
  });

  it("reads 'This page could not be found.' for a 404 without message", () => {
    expect(render({ statusCode: 404 })).toContain('This page could not be found.');
    expect(render({ statusCode: 404, message: 'No such journal.' })).not.toContain(
      'This page could not be found.',
    );
  });

  it('offers Refresh only above 500', () => {
    expect(buttonNames({ statusCode: 500 })).toEqual([]);
    expect(buttonNames({ statusCode: 404 })).toEqual([]);
    expect(buttonNames({ statusCode: 502 })).toEqual(['Refresh']);
    expect(buttonNames({ statusCode: 503 })).toEqual(['Refresh']);
  });

  it('refreshes when Refresh is pressed', () => {
    let refreshed = 0;
    buttonsIn(ErrorPage(props({ statusCode: 504, onRefresh: () => refreshed++ })))[0]?.click();
    expect(refreshed).toBe(1);
  });

  it('on 503 says it is a known bug, asks to refresh the browser and apologises', () => {
    const html = render({ statusCode: 503 });
    expect(html).toContain('known bug');
    expect(html).toContain('working on it');
    expect(html).toContain('refresh your browser');
    expect(html).toContain('sorry');
    expect(render({ statusCode: 502 })).not.toContain('known bug');
  });

  it('asks to share the error ID and copies it when the ID is pressed', () => {
    const copied: string[] = [];
    const html = render({ errorId: 'ref-7f3a' });
    expect(html).toContain('Share the following error ID with us and we’ll sort it out:');
    const buttons = buttonsIn(
      ErrorPage(props({ errorId: 'ref-7f3a', onCopyErrorId: (id) => copied.push(id) })),
    );
    expect(buttons.map((b) => b.name)).toEqual(['ref-7f3a']);
    buttons[0]?.click();
    expect(copied).toEqual(['ref-7f3a']);
  });

  it('shows no share line without an error ID', () => {
    expect(render({ statusCode: 500 })).not.toContain('Share the following error ID');
  });

  it('shows the copy notice while it is set', () => {
    expect(render({ errorId: 'ref-1', copyNotice: 'Error ID copied to clipboard.' })).toContain(
      'Error ID copied to clipboard.',
    );
    expect(render({ errorId: 'ref-1' })).not.toContain('copied');
  });
});
