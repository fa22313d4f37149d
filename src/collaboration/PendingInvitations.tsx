import { useState } from 'react';
import { useWrite } from '../app/useWrite';
import { answerInvitation } from '../data/actions/invitations';
import { useInvitations } from '../hooks/data/useInvitations';
import './collaboration.css';

/**
 * The signed-in user's journal invitations with Accept and Deny (Home shows it). An answer shows
 * at once and is sent when online; after an accept the journal arrives with the next pull.
 */
export function PendingInvitations() {
  const invitations = useInvitations();
  const write = useWrite();
  const [error, setError] = useState<string | null>(null);
  if (!invitations || (invitations.length === 0 && error === null)) return null;

  function answer(id: string, choice: 'accept' | 'deny') {
    setError(null);
    write((ctx) => answerInvitation(id, choice, ctx)).catch((failure: Error) =>
      setError(failure.message),
    );
  }

  return (
    <section className="collaboration collaboration--pending" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations</h2>
      <ul className="collaboration__list">
        {invitations.map((invitation) => (
          <li key={invitation.id} aria-label={`Invitation to ${invitation.journal.title}`}>
            <span>
              {invitation.inviter.ritual_user} invites you to write in{' '}
              <strong>{invitation.journal.title}</strong>
            </span>
            <span className="collaboration__answers">
              <button type="button" onClick={() => answer(invitation.id, 'accept')}>
                Accept
              </button>
              <button type="button" onClick={() => answer(invitation.id, 'deny')}>
                Deny
              </button>
            </span>
          </li>
        ))}
      </ul>
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
