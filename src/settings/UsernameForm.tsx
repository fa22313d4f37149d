import type { FormEvent } from 'react';
import { UsernameSchema, type User } from '../../contract/users';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { UsernameInput } from '../screens/account-parts/UsernameInput';
import { updateOwnUser } from '../shell/update-own-user';
import { ActionOutcome } from './ActionOutcome';
import { useAccountAction } from './useAccountAction';
import { useHeldValue } from './useHeldValue';

/** The username: checked with the contract's rules here, then the server's (e.g. taken). */
export function UsernameForm({ user, online }: { user: User; online: boolean }) {
  const { db } = useLocalStore();
  // Until edited the field follows the stored name, which a sync may bring from another device.
  const edited = useHeldValue(user.ritual_user);
  const typed = edited.shown;
  const action = useAccountAction();

  function save(event: FormEvent) {
    event.preventDefault();
    void action.run(async () => {
      const checked = UsernameSchema.safeParse(typed);
      if (!checked.success)
        throw new Error(checked.error.issues[0]?.message ?? 'Please choose another username.');
      const saved = await updateOwnUser({ db }, user.id, { username: checked.data });
      edited.hold(saved.ritual_user);
      return `Your username is now ${saved.ritual_user}.`;
    });
  }

  return (
    <form className="settings-section" aria-label="Username" onSubmit={save}>
      <h2>Username</h2>
      <Field
        label="Username"
        hint={`3 to 30 letters, digits, dots, dashes or underscores. Your profile: /${typed.trim()}`}
      >
        {(control) => (
          <UsernameInput
            control={control}
            name="username"
            maxLength={30}
            value={typed}
            onChange={(event) => edited.hold(event.target.value)}
          />
        )}
      </Field>
      <div className="settings-actions">
        <Button
          type="submit"
          busy={action.busy}
          disabled={!online || typed.trim() === user.ritual_user}
        >
          Save username
        </Button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </form>
  );
}
