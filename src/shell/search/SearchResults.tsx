import { Link } from 'react-router-dom';
import { EntryLine } from './EntryLine';
import type { SearchResult } from './search-results';

export const RESULTS_ID = 'search-results';

/** The element id of a line, for the field's aria-activedescendant. */
export const optionId = (result: SearchResult) => `search-option-${result.key}`;

export interface SearchResultsProps {
  entries: SearchResult[];
  journals: SearchResult[];
  people: SearchResult[];
  /** the highlighted line's key */
  active: string | null;
  /** a line was chosen (clicked): the overlay closes as the link opens */
  onChoose: () => void;
  busy: boolean;
}

/**
 * The results as a listbox of groups, 'Entries', 'Journals' and 'People'. The field keeps the
 * focus and points at the highlighted line (the combobox pattern), so typing never stops to move
 * focus.
 */
export function SearchResults({
  entries,
  journals,
  people,
  active,
  onChoose,
  busy,
}: SearchResultsProps) {
  const groups = [
    { name: 'Entries', results: entries },
    { name: 'Journals', results: journals },
    { name: 'People', results: people },
  ].filter((group) => group.results.length > 0);
  return (
    <div
      id={RESULTS_ID}
      role="listbox"
      aria-label="Search results"
      aria-busy={busy}
      className="search-results"
    >
      {groups.map((group) => (
        <div
          key={group.name}
          role="group"
          aria-labelledby={`search-group-${group.name}`}
          className="search-results__group"
        >
          <div id={`search-group-${group.name}`} className="search-results__heading">
            {group.name}
          </div>
          {group.results.map((result) => (
            <ResultLine
              key={result.key}
              result={result}
              active={result.key === active}
              onChoose={onChoose}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function ResultLine({
  result,
  active,
  onChoose,
}: {
  result: SearchResult;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    <Link
      to={result.to}
      id={optionId(result)}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={`search-result search-result--${result.kind}${active ? ' search-result--active' : ''}`}
      onClick={onChoose}
    >
      {result.kind === 'entry' ? <EntryLine result={result} /> : <OtherLine result={result} />}
    </Link>
  );
}

function OtherLine({ result }: { result: SearchResult }) {
  return (
    <>
      {result.kind === 'person' && <Avatar name={result.label} link={result.avatar} />}
      <span className="search-result__label">{result.label}</span>
      {result.detail !== null && <span className="search-result__detail"> by {result.detail}</span>}
      {result.private && <span className="search-result__private"> Private</span>}
    </>
  );
}

function Avatar({ name, link }: { name: string; link: string | null }) {
  if (link) return <img className="search-result__avatar" src={link} alt="" />;
  return (
    <span className="search-result__avatar" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
