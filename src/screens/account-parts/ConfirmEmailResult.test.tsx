import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConfirmEmailResult, type ConfirmEmailResultProps } from './ConfirmEmailResult';

const render = (props: ConfirmEmailResultProps) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ConfirmEmailResult {...props} />
    </MemoryRouter>,
  );

describe('ConfirmEmailResult', () => {
  it('says the email is confirmed and leads a signed-in user Home', () => {
    const html = render({ state: { status: 'done', value: {} }, signedIn: true });
    expect(html).toContain('<p role="status">Your email is confirmed.</p>');
    expect(html).toContain('href="/home"');
    expect(html).not.toContain('href="/login"');
  });

  it('shows the server’s refusal and leads a visitor to Login', () => {
    const html = render({
      state: { status: 'refused', message: 'This link is invalid or has expired.' },
      signedIn: false,
    });
    expect(html).toContain('This link is invalid or has expired.');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Your email is confirmed.');
    expect(html).toContain('href="/login"');
  });

  it('explains where the link is when opened without one', () => {
    const html = render({ state: { status: 'no-link' }, signedIn: false });
    expect(html).toContain('open the link in the mail');
    expect(html).not.toContain('role="alert"');
  });

  it('offers no way on while the server is asked', () => {
    const html = render({ state: { status: 'waiting' }, signedIn: false });
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('href=');
  });
});
