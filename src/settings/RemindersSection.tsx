import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../contract/users';
import { useWrite } from '../app/useWrite';
import { pauseReminders } from '../data/actions/reminders';
import type { ActionContext } from '../data/actions/context';
import { PushStateNotice } from '../reminders/PushStateNotice';
import { usePushState } from '../reminders/usePushState';

/** The write the switch makes: queued like any change, so it works offline and syncs. */
export const pauseWrite = (userId: string, paused: boolean) => (ctx: ActionContext) =>
  pauseReminders(userId, paused, ctx);

/**
 * Reminders: pause them all (kept on the account, so every device stops) and this device's
 * notifications, with the button that turns them on or off here. Unlike the account sections
 * below it, the pause needs no connection.
 */
export function RemindersSection({ user }: { user: User }) {
  const write = useWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();

  function pause(paused: boolean) {
    setFailure(null);
    write(pauseWrite(user.id, paused)).catch((thrown: Error) =>
      setFailure(`Not changed: ${thrown.message}`),
    );
  }

  return (
    <section className="settings-section" aria-labelledby="settings-reminders">
      <header className="settings-section__header">
        <h2 id="settings-reminders">Reminders</h2>
      </header>
      <p className="settings-section__text">
        Set a reminder on each journal of your <Link to="/daily">daily log</Link>.
      </p>
      <div className="settings-check">
        <label className="settings-check__label">
          <input
            type="checkbox"
            role="switch"
            checked={user.reminders_paused ?? false}
            aria-describedby={hintId}
            onChange={(event) => pause(event.target.checked)}
          />
          Pause all reminders
        </label>
        <p id={hintId} className="settings-check__hint">
          Your reminders are kept; none is sent on any device until you turn this off.
        </p>
      </div>
      {failure && (
        <p className="settings-outcome settings-outcome--failed" role="alert">
          {failure}
        </p>
      )}
      <div className="settings-choice">
        <h3 className="settings-choice__label">Notifications on this device</h3>
        <PushStateNotice push={usePushState()} place="settings" />
      </div>
    </section>
  );
}
