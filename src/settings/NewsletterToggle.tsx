import { useState } from 'react';
import type { User } from '../../contract/users';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { updateOwnUser } from '../shell/update-own-user';
import type { AccountChanges } from './account-changes';
import { ActionOutcome } from './ActionOutcome';
import { useAccountAction } from './useAccountAction';

/** The newsletter on or off, saved as soon as it is ticked. */
export function NewsletterToggle({ user, online }: { user: User; online: boolean }) {
  const { db } = useLocalStore();
  const action = useAccountAction();
  // What was asked for shows while it is sent; the stored answer takes over once it is in.
  const [asked, setAsked] = useState<boolean | null>(null);

  function toggle(wanted: boolean) {
    setAsked(wanted);
    void action
      .run(async () => {
        const changes: AccountChanges = { newsletter: wanted };
        const saved = await updateOwnUser({ db }, user.id, changes);
        return saved.newsletter
          ? 'You will get the Ritual newsletter.'
          : 'You will no longer get the Ritual newsletter.';
      })
      .finally(() => setAsked(null));
  }

  return (
    <section className="screen-form settings-section" aria-label="Newsletter">
      <h2>Newsletter</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={asked ?? user.newsletter}
          disabled={!online || action.busy}
          onChange={(event) => toggle(event.target.checked)}
        />
        Send me the Ritual newsletter
      </label>
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}
