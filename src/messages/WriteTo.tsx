import { PenSquare } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../components/Button';

/** Opens a conversation with someone by their username ('Username', 'Write'). */
export function WriteTo() {
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const username = name.trim().replace(/^@/, '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (username !== '') void navigate(`/messages/${encodeURIComponent(username)}`);
  }

  return (
    <form className="messages-write-to" aria-label="New conversation" onSubmit={submit}>
      <label htmlFor="messages-write-to" className="visually-hidden">
        Username
      </label>
      <input
        id="messages-write-to"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="Write to… (a username)"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" icon={<PenSquare aria-hidden="true" />} disabled={username === ''}>
        Write
      </Button>
    </form>
  );
}
