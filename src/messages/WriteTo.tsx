import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

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
    <form className="messages-write-to" onSubmit={submit}>
      <label htmlFor="messages-write-to">Username</label>
      <input
        id="messages-write-to"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" disabled={username === ''}>
        Write
      </button>
    </form>
  );
}
