import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Person } from './discovery-api';
import { PersonAvatar } from './PersonAvatar';
import { ReadError } from './ReadNotes';
import { usePeopleSearch } from './usePeopleSearch';

/** A field to find people by name, listing them with links to their profiles. */
export function PeopleSearch() {
  const [typed, setTyped] = useState('');
  const search = usePeopleSearch(typed);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="discovery-people">
      <h2 id={headingId}>People</h2>
      <PeopleSearchField
        label="Search people"
        placeholder="Find someone by username"
        value={typed}
        onChange={setTyped}
      />
      <PeopleFound {...search} />
    </section>
  );
}

/**
 * The search field for people by username (the finder's, the messages' new conversation): a
 * search form with its icon. Enter does `onSubmit`, or nothing, as the list follows the typing.
 */
export function PeopleSearchField({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
}) {
  const fieldId = useId();
  return (
    <form
      className="discovery-people__form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <Search className="discovery-people__icon" aria-hidden="true" />
      <input
        id={fieldId}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint={onSubmit ? 'go' : 'search'}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}

/**
 * What a people search found, each person a link: to their profile, or where `to` says (the
 * messages' search opens a conversation). `hide` leaves someone out (the searcher).
 */
export function PeopleFound({
  term,
  people,
  error,
  online,
  to = (person) => `/${person.ritual_user}`,
  hide,
  label = 'People found',
}: ReturnType<typeof usePeopleSearch> & {
  to?: (person: Person) => string;
  hide?: string | null;
  label?: string;
}) {
  if (term === null) return null;
  if (!online) return <p role="status">Finding people needs a connection.</p>;
  if (error !== null) return <ReadError message={error} />;
  if (people === null) return <p role="status">Searching…</p>;
  const shown = people.filter((person) => person.id !== hide);
  if (shown.length === 0) return <p role="status">{`Nobody found for ‘${term}’.`}</p>;
  return (
    <ul className="discovery-people__list" aria-label={label}>
      {shown.map((person) => (
        <li key={person.id}>
          <Link className="discovery-people__link" to={to(person)}>
            <PersonAvatar person={person} size={32} />
            {person.ritual_user}
          </Link>
        </li>
      ))}
    </ul>
  );
}
