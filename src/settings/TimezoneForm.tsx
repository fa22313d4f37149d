import { useMemo, type FormEvent } from 'react';
import type { User } from '../../contract/users';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { guessTimezone } from '../shell/timezone';
import { updateOwnUser } from '../shell/update-own-user';
import { ActionOutcome } from './ActionOutcome';
import { timezoneOptions } from './timezones';
import { useAccountAction } from './useAccountAction';
import { useHeldValue } from './useHeldValue';

/**
 * The zone streaks and stats count days in. docs/product.md §4 sets it to the device's zone whenever the app
 * starts signed in on a device set to another one; the hint says so.
 */
export function TimezoneForm({ user, online }: { user: User; online: boolean }) {
  const { db } = useLocalStore();
  const device = guessTimezone();
  const zones = useMemo(() => timezoneOptions(user.timezone, device), [user.timezone, device]);
  // Until one is picked the select follows the stored zone, which docs/product.md §4's check may change
  // while the form is open.
  const picked = useHeldValue(user.timezone);
  const chosen = picked.shown;
  const action = useAccountAction();

  function save(event: FormEvent) {
    event.preventDefault();
    void action.run(async () => {
      const saved = await updateOwnUser({ db }, user.id, { timezone: chosen });
      picked.hold(saved.timezone);
      return `Your time zone is now ${saved.timezone}.`;
    });
  }

  return (
    <form className="settings-section" aria-label="Time zone" onSubmit={save}>
      <h2>Time zone</h2>
      <Field
        label="Time zone"
        hint={
          'Your days, streaks and stats count in this zone.' +
          (device
            ? ` This device is set to ${device.replaceAll('_', ' ')}; when you open Ritual on a device set to another zone, it switches to that one.`
            : '')
        }
      >
        {(control) => (
          <select {...control} value={chosen} onChange={(event) => picked.hold(event.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="settings-actions">
        <Button type="submit" busy={action.busy} disabled={!online || chosen === user.timezone}>
          Save time zone
        </Button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </form>
  );
}
