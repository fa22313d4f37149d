import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

describe('ErrorBoundary', () => {
  it('hands what it caught, with the component stack, to onError', () => {
    const caught: unknown[][] = [];
    const boundary = new ErrorBoundary({
      fallback: () => 'fallback',
      onError: (error, componentStack) => caught.push([error, componentStack]),
      children: 'the app',
    });
    const error = new Error('render failed');
    boundary.componentDidCatch(error, { componentStack: '\n    at JournalPage' });
    expect(caught).toEqual([[error, '\n    at JournalPage']]);
  });

  it('shows its children until something throws, then the fallback', () => {
    expect(
      renderToStaticMarkup(
        <ErrorBoundary fallback={() => <p>fallback</p>} onError={() => undefined}>
          <p>the app</p>
        </ErrorBoundary>,
      ),
    ).toBe('<p>the app</p>');
    const boundary = new ErrorBoundary({
      fallback: (error) => `fallback for ${(error as Error).message}`,
      children: 'the app',
    });
    boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('boom'));
    expect(boundary.render()).toBe('fallback for boom');
  });
});
