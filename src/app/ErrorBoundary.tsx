import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../errors/reporting/browser-reporter';

export interface ErrorBoundaryProps {
  fallback(error: unknown): ReactNode;
  /** where a caught error goes; by default the page's error reporter (docs/product.md §4) */
  onError?(error: unknown, componentStack: string | undefined): void;
  children: ReactNode;
}

const reportCaught = (error: unknown, componentStack: string | undefined) =>
  reportError(error, { extra: { source: 'error boundary', componentStack } });

/** Shows `fallback` instead of a tree that threw while rendering, and reports what it caught. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: { thrown: unknown } | null }
> {
  override state: { error: { thrown: unknown } | null } = { error: null };

  static getDerivedStateFromError(thrown: unknown) {
    return { error: { thrown } };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo) {
    (this.props.onError ?? reportCaught)(thrown, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error.thrown) : this.props.children;
  }
}
