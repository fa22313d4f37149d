import type { User } from '../../contract/users';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { updateOwnUser } from '../shell/update-own-user';
import type { AccountChanges } from './account-changes';
import { ActionOutcome } from './ActionOutcome';
import { useAccountAction } from './useAccountAction';
import { useHeldValue } from './useHeldValue';

/** The newsletter on or off, saved as soon as it is ticked. */
export function NewsletterToggle({ user, online }: { user: User; online: boolean }) {
  const { db } = useLocalStore();
  const action = useAccountAction();
  // What was asked for shows while it is sent and until the stored answer shows it.
  const asked = useHeldValue(user.newsletter);

  function toggle(wanted: boolean) {
    asked.hold(wanted);
    void action
      .run(async () => {
        const changes: AccountChanges = { newsletter: wanted };
        const saved = await updateOwnUser({ db }, user.id, changes);
        asked.hold(saved.newsletter);
        return saved.newsletter
          ? 'You will get the Ritual newsletter.'
          : 'You will no longer get the Ritual newsletter.';
      })
      .then((ok) => {
        if (!ok) asked.drop();
      });
  }

  return (
    <section className="settings-section" aria-label="Newsletter">
      <h2>Newsletter</h2>
      <label className="settings-check__label">
        <input
          type="checkbox"
          checked={asked.shown}
          disabled={!online || action.busy}
          onChange={(event) => toggle(event.target.checked)}
        />
        Send me the Ritual newsletter
      </label>
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}
