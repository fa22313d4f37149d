import type { ChangeEvent } from 'react';
import type { User } from '../../contract/users';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { iconFileProblem, ICON_TYPES } from '../screens/parts/journal-icon-file';
import { ActionOutcome } from './ActionOutcome';
import { settingsApi } from './settings-api';
import { useAccountAction } from './useAccountAction';
import { useHeldValue } from './useHeldValue';

/** docs/product.md §7: POST /users/avatar with the picked picture, then the user is read again. */
export function AvatarPicker({ user, online }: { user: User; online: boolean }) {
  const { db } = useLocalStore();
  // The picked picture while it uploads; then the server's 256×256 copy.
  const picture = useHeldValue(user.avatar);
  const action = useAccountAction();
  const shown = picture.shown;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again is a new pick.
    event.target.value = '';
    if (!file) return;
    void action.run(async () => {
      const problem = iconFileProblem(file);
      if (problem) throw new Error(problem);
      const local = URL.createObjectURL(file);
      picture.hold(local);
      try {
        const saved = await settingsApi({ db }).uploadAvatar(file, file.name);
        picture.hold(saved.avatar);
        return 'Your avatar is saved.';
      } catch (error) {
        picture.drop();
        throw error;
      } finally {
        URL.revokeObjectURL(local);
      }
    });
  }

  return (
    <section className="settings-section" aria-label="Avatar">
      <h2>Avatar</h2>
      <div className="settings-avatar">
        {shown ? (
          <img className="settings-avatar__picture" src={shown} alt="Your avatar" />
        ) : (
          <span className="settings-avatar__picture" role="img" aria-label="Your avatar">
            {user.ritual_user.slice(0, 1).toUpperCase()}
          </span>
        )}
        <label
          className={
            online && !action.busy
              ? 'btn btn--secondary settings-avatar__pick'
              : 'btn btn--secondary settings-avatar__pick settings-disabled'
          }
        >
          {user.avatar ? 'Change avatar' : 'Choose avatar'}
          <input
            className="settings-avatar__input"
            type="file"
            aria-label="Avatar picture"
            accept={ICON_TYPES.join(',')}
            disabled={!online || action.busy}
            onChange={pick}
          />
        </label>
      </div>
      {action.busy && <p role="status">Uploading…</p>}
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}
