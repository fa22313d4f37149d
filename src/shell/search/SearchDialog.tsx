import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { activeAfter, activeResult, resultsInOrder } from './search-results';
import { SearchNotice } from './SearchNotice';
import { optionId, RESULTS_ID, SearchResults } from './SearchResults';
import { useSearch } from './useSearch';
import './search-overlay.css';

/**
 * The search dialog: a field, what it found (journals and people), and Close. Mounted only while
 * open, so every opening starts with an empty field.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const search = useSearch(typed);
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
    } else if (key === 'Escape' || (key === '/' && (event.metaKey || event.ctrlKey))) {
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
            placeholder="Journals and people"
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
        <SearchNotice
          term={search.term}
          online={search.online}
          pending={search.pending}
          error={search.error}
          found={results.length}
        />
        <SearchResults
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
