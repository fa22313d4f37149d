import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buttonsIn } from './buttons-in.test-util';
import { ErrorBanner } from './ErrorBanner';

describe('ErrorBanner', () => {
  it('shows the message as an alert with a Close button', () => {
    const html = renderToStaticMarkup(
      <ErrorBanner message="Something went wrong." onDismiss={() => undefined} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Something went wrong.');
    expect(html).toMatch(/<button[^>]*aria-label="Close"/);
  });

  it('shows nothing without a message', () => {
    expect(renderToStaticMarkup(<ErrorBanner message={undefined} onDismiss={() => {}} />)).toBe('');
  });

  it('dismisses when Close is pressed', () => {
    let dismissed = 0;
    const buttons = buttonsIn(
      ErrorBanner({ message: 'Access Denied', onDismiss: () => dismissed++ }),
    );
    expect(buttons.map((b) => b.name)).toEqual(['Close']);
    buttons[0]?.click();
    expect(dismissed).toBe(1);
  });
});
