import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback(error: unknown): ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of a tree that threw while rendering. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: { thrown: unknown } | null }
> {
  override state: { error: { thrown: unknown } | null } = { error: null };

  static getDerivedStateFromError(thrown: unknown) {
    return { error: { thrown } };
  }

  override componentDidCatch(thrown: unknown) {
    console.error(thrown);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error.thrown) : this.props.children;
  }
}
