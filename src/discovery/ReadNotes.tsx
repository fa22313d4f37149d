import { Button } from '../components/Button';
import { useMinuteClock } from '../screens/parts/useMinuteClock';
import { formatWhen } from '../dates/when';

/** Says the list shown is the one kept from the last visit, and why a fresh one is not here. */
export function RememberedNote({ at, error }: { at: number; error: string | null }) {
  const now = useMinuteClock();
  return (
    <p className="discovery-note" role="status">
      From your last visit ({formatWhen(at, now)}).
      {error !== null && <> {error}</>}
    </p>
  );
}

/** docs/product.md §8's sentence for a read that failed, readable by screen readers at once. */
export function ReadError({ message }: { message: string }) {
  return (
    <p className="discovery-error" role="alert">
      {message}
    </p>
  );
}

/** 'Load more' under a paged list, with the reason when a page could not be read. */
export function LoadMore({
  hasMore,
  loading,
  error,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="discovery-more">
      {error !== null && <ReadError message={error} />}
      <Button onClick={onLoad} busy={loading}>
        Load more
      </Button>
    </div>
  );
}
