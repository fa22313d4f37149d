import { useState, type FormEvent } from 'react';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { ActionOutcome } from './ActionOutcome';
import { settingsApi } from './settings-api';
import { useAccountAction } from './useAccountAction';

/** A new password: this device stays signed in, every other one is signed out. */
export function PasswordForm({ online }: { online: boolean }) {
  const { db } = useLocalStore();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const action = useAccountAction();

  function save(event: FormEvent) {
    event.preventDefault();
    void action.run(async () => {
      const message = await settingsApi({ db }).changePassword(current, next);
      setCurrent('');
      setNext('');
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
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
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
          value={next}
          onChange={(event) => setNext(event.target.value)}
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
