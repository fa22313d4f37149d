import { useState, type FormEvent } from 'react';
import type { User } from '../../contract/users';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { updateOwnUser } from '../shell/update-own-user';
import type { AccountChanges } from './account-changes';
import { ActionOutcome } from './ActionOutcome';
import { useAccountAction } from './useAccountAction';

/**
 * A new email address needs the current password; it takes effect once the link mailed to it is
 * opened, so until then the form shows the address waiting for confirmation.
 */
export function EmailForm({ user, online }: { user: User; online: boolean }) {
  const { db } = useLocalStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAccountAction();

  function save(event: FormEvent) {
    event.preventDefault();
    void action.run(async () => {
      const changes: AccountChanges = { email: email.trim(), current_password: password };
      await updateOwnUser({ db }, user.id, changes);
      setEmail('');
      setPassword('');
      return null;
    });
  }

  return (
    <form className="screen-form settings-section" aria-label="Email" onSubmit={save}>
      <h2>Email</h2>
      <p className="settings-current">
        Your email: <strong>{user.email}</strong>
        {!user.email_confirmed && ' (not confirmed yet)'}
      </p>
      {user.pending_email && (
        <p className="settings-pending" role="status">
          We sent a link to <strong>{user.pending_email}</strong>. Your email changes to it once you
          open that link; until then you sign in with {user.email}.
        </p>
      )}
      <label>
        New email
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label>
        Current password
        <input
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <div>
        <button type="submit" disabled={!online || action.busy}>
          Change email
        </button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </form>
  );
}
