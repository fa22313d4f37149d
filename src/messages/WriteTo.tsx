import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import '../discovery/discovery.css';
import { PeopleFound, PeopleSearchField } from '../discovery/PeopleSearch';
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
  const username = typed.trim().replace(/^@/, '');

  return (
    <section className="messages-write-to" aria-label="New conversation">
      <PeopleSearchField
        label="Find someone to write to"
        placeholder="Write to… (find someone by username)"
        value={typed}
        onChange={setTyped}
        onSubmit={() => {
          if (username !== '') void navigate(conversationWith(username));
        }}
      />
      <PeopleFound
        {...search}
        to={(person) => conversationWith(person.ritual_user)}
        hide={userId}
        label="Write to"
      />
    </section>
  );
}
