export interface SearchNoticeProps {
  term: string | null;
  online: boolean;
  pending: boolean;
  error: string | null;
  found: number;
}

/**
 * What the overlay says besides the results: what to type, that offline only what the device holds
 * is searched, a failed server search (docs/product.md §8's sentence), or that nothing matched.
 */
export function SearchNotice({ term, online, pending, error, found }: SearchNoticeProps) {
  return (
    <div className="search-notice">
      {!online && (
        <p className="search-notice__offline" role="status">
          You are offline: searching what this device holds.
        </p>
      )}
      {error !== null && (
        <p className="search-notice__error" role="alert">
          <span className="search-notice__message">{error}</span>
          <span>Only what this device holds is shown.</span>
        </p>
      )}
      <p className="search-notice__hint" role="status">
        {term === null
          ? 'Type to find entries, journals and people; #word finds a tag.'
          : found > 0
            ? `${found} ${found === 1 ? 'result' : 'results'}`
            : pending
              ? 'Searching…'
              : `Nothing found for ‘${term}’.`}
      </p>
    </div>
  );
}
