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
  const fieldId = useId();
  return (
    <section aria-labelledby={`${fieldId}-heading`} className="discovery-people">
      <h2 id={`${fieldId}-heading`}>People</h2>
      <form
        className="discovery-people__form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={fieldId} className="visually-hidden">
          Search people
        </label>
        <Search className="discovery-people__icon" aria-hidden="true" />
        <input
          id={fieldId}
          type="search"
          value={typed}
          placeholder="Find someone by username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <PeopleFound {...search} />
    </section>
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
