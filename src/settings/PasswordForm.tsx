import type { FormEvent } from 'react';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { useFields } from '../hooks/useFields';
import { ActionOutcome } from './ActionOutcome';
import { CurrentPasswordField } from './CurrentPasswordField';
import { settingsApi } from './settings-api';
import { useAccountAction } from './useAccountAction';

/** A new password: this device stays signed in, every other one is signed out. */
export function PasswordForm({ online }: { online: boolean }) {
  const { db } = useLocalStore();
  const fields = useFields({ current: '', next: '' });
  const action = useAccountAction();

  function save(event: FormEvent) {
    event.preventDefault();
    void action.run(async () => {
      const { current, next } = fields.values;
      const message = await settingsApi({ db }).changePassword(current, next);
      fields.reset();
      return message;
    });
  }

  return (
    <form className="settings-section" aria-label="Password" onSubmit={save}>
      <h2>Password</h2>
      <CurrentPasswordField {...fields.input('current')} />
      <Field
        label="New password"
        hint="At least 8 characters. Your other devices will be signed out."
      >
        {(control) => (
          <input
            {...control}
            type="password"
            name="new-password"
            autoComplete="new-password"
            minLength={8}
            maxLength={256}
            required
            {...fields.input('next')}
          />
        )}
      </Field>
      <div className="settings-actions">
        <Button type="submit" busy={action.busy} disabled={!online}>
          Change password
        </Button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </form>
  );
}
