import { useState } from 'react';
import type { Journal } from '../../contract/journals';
import { useWrite } from '../app/useWrite';
import { Button } from '../components/Button';
import { useConfirm } from '../components/useConfirm';
import { removeCollaborator } from '../data/actions/collaboration';
import { withdrawInvitation } from '../data/actions/invitations';
import { useJournalInvitations } from '../hooks/data/useJournalInvitations';
import './collaboration.css';
import { InviteUserForm } from './InviteUserForm';

/**
 * Journal settings' collaboration section (owner): who collaborates, who is invited, and finding
 * more people to invite. Removing and withdrawing are saved here first and sent when online.
 */
export function JournalCollaborators({ journal }: { journal: Journal }) {
  const write = useWrite();
  const confirm = useConfirm();
  const invitations = useJournalInvitations(journal.id);
  const [error, setError] = useState<string | null>(null);
  const invitedIds = new Set((invitations ?? []).map((invitation) => invitation.invitee.id));

  function run(action: Parameters<typeof write>[0]) {
    setError(null);
    write(action).catch((failure: Error) => setError(failure.message));
  }

  async function remove(user: Journal['collaborators'][number]) {
    const sure = await confirm({
      title: `Remove ${user.ritual_user}?`,
      message: `${user.ritual_user} will no longer write in ${journal.title}. You can invite them again later.`,
      confirmLabel: 'Remove collaborator',
      danger: true,
    });
    if (sure) run((ctx) => removeCollaborator(journal, user.id, ctx));
  }

  return (
    <section className="collaboration" aria-labelledby="collaborators-heading">
      <h2 id="collaborators-heading">Collaborators</h2>
      {journal.collaborators.length === 0 ? (
        <p>Only you write in this journal.</p>
      ) : (
        <ul className="collaboration__list" aria-label="Collaborators">
          {journal.collaborators.map((user) => (
            <li key={user.id}>
              <span>{user.ritual_user}</span>
              <Button
                size="small"
                aria-label={`Remove ${user.ritual_user}`}
                onClick={() => void remove(user)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {invitations && invitations.length > 0 && (
        <>
          <h3>Pending invitations</h3>
          <ul className="collaboration__list" aria-label="Pending invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <span>{invitation.invitee.ritual_user}</span>
                {invitation.unsent ? (
                  <span className="collaboration__status">Not sent yet</span>
                ) : (
                  <Button
                    size="small"
                    aria-label={`Withdraw the invitation of ${invitation.invitee.ritual_user}`}
                    onClick={() => run((ctx) => withdrawInvitation(invitation.id, ctx))}
                  >
                    Withdraw
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <InviteUserForm journal={journal} invitedIds={invitedIds} />
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
