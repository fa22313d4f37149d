import type { FormEvent } from 'react';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { useFields } from '../hooks/useFields';
import { ActionOutcome } from './ActionOutcome';
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
    <form className="screen-form settings-section" aria-label="Password" onSubmit={save}>
      <h2>Password</h2>
      <label>
        Current password
        <input
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          {...fields.input('current')}
        />
      </label>
      <label>
        New password
        <input
          type="password"
          name="new-password"
          autoComplete="new-password"
          minLength={8}
          maxLength={256}
          required
          {...fields.input('next')}
        />
      </label>
      <p className="screen-form__hint">
        At least 8 characters. Your other devices will be signed out.
      </p>
      <div>
        <button type="submit" disabled={!online || action.busy}>
          Change password
        </button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </form>
  );
}
