import { useCurrentPage } from '../app/useCurrentPage';

/** A route that exists but whose screen is still to come; says so rather than pretend. */
export function NotBuiltYet() {
  const page = useCurrentPage();
  return (
    <main className="not-built-yet">
      <h1>Not built yet</h1>
      <p>This screen{page ? ` (${page})` : ''} is not built yet.</p>
    </main>
  );
}
