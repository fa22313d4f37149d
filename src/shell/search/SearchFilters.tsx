import type { EntrySearchFilters } from '../../../contract/search';
import { ENTRY_TYPES, type EntryType } from '../../../contract/uploads';

const TYPE_WORDS: Record<EntryType, string> = {
  text: 'Notes',
  image: 'Photos',
  audio: 'Recordings',
  video: 'Videos',
};

export interface SearchFiltersProps {
  filters: EntrySearchFilters;
  onChange: (filters: EntrySearchFilters) => void;
  /** the journals this device holds, to pick one */
  journals: { id: string; title: string }[];
}

/** Narrowing the entries found: a kind, a journal, from and to a day. Empty means any. */
export function SearchFilters({ filters, onChange, journals }: SearchFiltersProps) {
  const set = (name: keyof EntrySearchFilters, value: string) =>
    onChange({ ...filters, [name]: value === '' ? undefined : value });
  return (
    <fieldset className="search-filters">
      <legend className="visually-hidden">Filter entries</legend>
      <label className="search-filters__field">
        <span className="visually-hidden">Kind of entry</span>
        <select value={filters.type ?? ''} onChange={(event) => set('type', event.target.value)}>
          <option value="">All kinds</option>
          {ENTRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_WORDS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="search-filters__field">
        <span className="visually-hidden">Journal</span>
        <select
          value={filters.journal ?? ''}
          onChange={(event) => set('journal', event.target.value)}
        >
          <option value="">All journals</option>
          {journals.map((journal) => (
            <option key={journal.id} value={journal.id}>
              {journal.title}
            </option>
          ))}
        </select>
      </label>
      <label className="search-filters__field search-filters__day">
        <span>From</span>
        <input
          type="date"
          value={filters.after ?? ''}
          max={filters.before}
          onChange={(event) => set('after', event.target.value)}
        />
      </label>
      <label className="search-filters__field search-filters__day">
        <span>To</span>
        <input
          type="date"
          value={filters.before ?? ''}
          min={filters.after}
          onChange={(event) => set('before', event.target.value)}
        />
      </label>
    </fieldset>
  );
}
