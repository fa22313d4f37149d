import { useState, type FormEvent } from 'react';
import type { Journal } from '../../contract/journals';
import { useWrite } from '../app/useWrite';
import { inviteUser } from '../data/actions/invite';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { searchUsers, type UserRef } from './search-users';

/** The owner finds users by name and invites them; those already in or invited are marked. */
export function InviteUserForm({
  journal,
  invitedIds,
}: {
  journal: Journal;
  /** users with a pending invitation */
  invitedIds: ReadonlySet<string>;
}) {
  const write = useWrite();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<UserRef[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Invited from this form: marked at once, also while the server's copy is on its way here.
  const [justInvited, setJustInvited] = useState<ReadonlySet<string>>(new Set());
  const members = new Set([journal.user_id, ...journal.collaborators.map((user) => user.id)]);

  function search(event: FormEvent) {
    event.preventDefault();
    const text = term.trim();
    if (text === '') return setError('Please enter a username.');
    setError(null);
    setBusy(true);
    searchUsers(text)
      .then(setFound)
      .catch(async (failure: unknown) => setError(errorMessage(await requestFailureOf(failure))))
      .finally(() => setBusy(false));
  }

  function invite(user: UserRef) {
    setError(null);
    setJustInvited((before) => new Set(before).add(user.id));
    write((ctx) => inviteUser(journal, user, ctx)).catch((failure: Error) =>
      setError(failure.message),
    );
  }

  return (
    <div className="collaboration__invite">
      <form className="collaboration__search" role="search" onSubmit={search}>
        <label>
          Find a user
          <input
            type="text"
            value={term}
            autoComplete="off"
            onChange={(event) => setTerm(event.target.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          Search
        </button>
      </form>
      {found?.length === 0 && <p>No user’s name starts with that.</p>}
      {found && found.length > 0 && (
        <ul className="collaboration__list" aria-label="Users found">
          {found.map((user) => (
            <li key={user.id}>
              <span>{user.ritual_user}</span>
              {members.has(user.id) ? (
                <span className="collaboration__status">
                  {user.id === journal.user_id ? 'Owner' : 'Collaborator'}
                </span>
              ) : invitedIds.has(user.id) || justInvited.has(user.id) ? (
                <span className="collaboration__status">Invited</span>
              ) : (
                <button
                  type="button"
                  aria-label={`Invite ${user.ritual_user}`}
                  onClick={() => invite(user)}
                >
                  Invite
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
