import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { activeAfter, activeResult, resultsInOrder } from './search-results';
import { SearchNotice } from './SearchNotice';
import { optionId, RESULTS_ID, SearchResults } from './SearchResults';
import { askedSearch } from './search-request';
import { useSearch } from './useSearch';
import type { EntrySearchFilters } from '../../../contract/search';
import { useAuth } from '../../app/useAuth';
import { useJournals } from '../../hooks/data/useJournals';
import { SearchFilters } from './SearchFilters';
import { SearchTags } from './SearchTags';
import './search-overlay.css';

/**
 * The search dialog: a field, filters for the entries, what it found (entries, journals and
 * people) or, before typing, the device's #tags, and Close. Mounted only while open, so every
 * opening starts with an empty field (or the tag a chip asked for).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(askedSearch);
  const [active, setActive] = useState<string | null>(null);
  const [filters, setFilters] = useState<EntrySearchFilters>({});
  const { userId } = useAuth();
  const journals = useJournals(userId ?? '') ?? [];
  const search = useSearch(typed, filters);
  const navigate = useNavigate();
  const results = resultsInOrder(search.results);
  const highlighted = activeResult(results, active);

  useEffect(() => {
    // A modal dialog: the page behind is inert and the focus stays in here until it closes.
    const opened = document.activeElement;
    dialog.current?.showModal();
    field.current?.focus();
    return () => {
      if (opened instanceof HTMLElement && opened.isConnected) opened.focus();
    };
  }, []);

  const choose = (to: string) => {
    onClose();
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      setActive(
        activeAfter(
          results.map((result) => result.key),
          highlighted?.key ?? null,
          key,
        ),
      );
    } else if (key === 'Enter') {
      event.preventDefault();
      if (highlighted) choose(highlighted.to);
    } else if (
      key === 'Escape' ||
      ((key === '/' || key.toLowerCase() === 'k') && (event.metaKey || event.ctrlKey))
    ) {
      // The shortcut is ignored while typing (shortcuts.ts), so the field closes it itself.
      event.preventDefault();
      onClose();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-label="Search"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dim area around the panel (the dialog itself) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-overlay__panel">
        <div className="search-overlay__bar">
          <label htmlFor="search-field" className="search-overlay__label">
            Search
          </label>
          <input
            ref={field}
            id="search-field"
            className="search-overlay__field"
            type="text"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={RESULTS_ID}
            aria-autocomplete="list"
            aria-activedescendant={highlighted ? optionId(highlighted) : undefined}
            placeholder="Entries, #tags, people"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-overlay__close" onClick={onClose}>
            Close
          </button>
        </div>
        <SearchFilters filters={filters} onChange={setFilters} journals={journals} />
        <SearchNotice
          term={search.term}
          online={search.online}
          pending={search.pending}
          error={search.error}
          found={results.length}
        />
        {search.term === null && <SearchTags onChoose={(tag) => setTyped(`#${tag}`)} />}
        <SearchResults
          entries={search.results.entries}
          journals={search.results.journals}
          people={search.results.people}
          active={highlighted?.key ?? null}
          onChoose={onClose}
          busy={search.pending}
        />
      </div>
    </dialog>
  );
}
