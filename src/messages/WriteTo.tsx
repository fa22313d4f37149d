import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import '../discovery/discovery.css';
import { PeopleFound } from '../discovery/PeopleSearch';
import { usePeopleSearch } from '../discovery/usePeopleSearch';

const conversationWith = (username: string) => `/messages/${encodeURIComponent(username)}`;

/**
 * Starts a conversation: people whose name starts with what is typed, each opening a conversation
 * with them. Enter writes to the name as typed, which is how it works offline too (people are
 * looked up on the server).
 */
export function WriteTo() {
  const [typed, setTyped] = useState('');
  const search = usePeopleSearch(typed);
  const { userId } = useAuth();
  const navigate = useNavigate();
  const fieldId = useId();
  const username = typed.trim().replace(/^@/, '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (username !== '') void navigate(conversationWith(username));
  }

  return (
    <section className="messages-write-to" aria-label="New conversation">
      <form role="search" className="discovery-people__form" onSubmit={submit}>
        <label htmlFor={fieldId} className="visually-hidden">
          Find someone to write to
        </label>
        <Search className="discovery-people__icon" aria-hidden="true" />
        <input
          id={fieldId}
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Write to… (find someone by username)"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <PeopleFound
        {...search}
        to={(person) => conversationWith(person.ritual_user)}
        hide={userId}
        label="Write to"
      />
    </section>
  );
}
