import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  CancelEmailChangeResult,
  type CancelEmailChangeResultProps,
} from './CancelEmailChangeResult';

const render = (props: CancelEmailChangeResultProps) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CancelEmailChangeResult {...props} />
    </MemoryRouter>,
  );

const CANCELLED =
  'The change of your email address was cancelled. Your address stays maya@example.test.';

describe('CancelEmailChangeResult', () => {
  it('says the change was cancelled and leads a visitor to a new password', () => {
    const html = render({ state: { status: 'done', value: CANCELLED }, signedIn: false });
    expect(html).toContain(`<p role="status">${CANCELLED}</p>`);
    expect(html).toContain('change your password now');
    expect(html).toContain('href="/password-reset"');
    expect(html).not.toContain('role="alert"');
  });

  it('leads someone signed in to Settings, where the password changes', () => {
    const html = render({ state: { status: 'done', value: CANCELLED }, signedIn: true });
    expect(html).toContain('href="/settings"');
  });

  it('shows the server’s refusal without claiming a cancel', () => {
    const html = render({
      state: { status: 'refused', message: 'This link is invalid or has expired.' },
      signedIn: false,
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain('This link is invalid or has expired.');
    expect(html).toContain('Email change not cancelled');
    expect(html).not.toContain('role="status"');
    expect(html).toContain('href="/login"');
  });

  it('explains where the link is when opened without one', () => {
    const html = render({ state: { status: 'no-link' }, signedIn: true });
    expect(html).toContain('open the link in the mail we sent to your current address');
    expect(html).toContain('href="/home"');
  });

  it('offers no way on while the server is asked', () => {
    const html = render({ state: { status: 'waiting' }, signedIn: false });
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('href=');
  });
});
