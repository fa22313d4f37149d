import type { FormEvent } from 'react';
import type { User } from '../../contract/users';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { useFields } from '../hooks/useFields';
import { updateOwnUser } from '../shell/update-own-user';
import type { AccountChanges } from './account-changes';
import { ActionOutcome } from './ActionOutcome';
import { CurrentPasswordField } from './CurrentPasswordField';
import { useAccountAction } from './useAccountAction';

/**
 * A new email address needs the current password; it takes effect once the link mailed to it is
 * opened, so until then the form shows the address waiting for confirmation.
 */
export function EmailForm({ user, online }: { user: User; online: boolean }) {
  const { db } = useLocalStore();
  const fields = useFields({ email: '', password: '' });
  const action = useAccountAction();

  function save(event: FormEvent) {
    event.preventDefault();
    void action.run(async () => {
      const { email, password } = fields.values;
      const changes: AccountChanges = { email: email.trim(), current_password: password };
      await updateOwnUser({ db }, user.id, changes);
      fields.reset();
      return null;
    });
  }

  return (
    <form className="settings-section" aria-label="Email" onSubmit={save}>
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
      <Field label="New email" hint="We mail a link to it; your email changes once you open it.">
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            required
            {...fields.input('email')}
          />
        )}
      </Field>
      <CurrentPasswordField {...fields.input('password')} />
      <div className="settings-actions">
        <Button type="submit" busy={action.busy} disabled={!online}>
          Change email
        </Button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </form>
  );
}
