import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '../../../contract/users';
import type { Local } from '../../../local-store/db';
import { readProfile } from '../../profile/profile-api';
import { heldProfile, type HeldProfile } from '../../profile/profile-queries';
import { profileReadKey, type ServerRead } from '../../profile/server-reads';
import type { UserProfile } from '../../data/seen-pages';
import { useLocalStore } from './useLocalStore';
import { useServerRead } from './useServerRead';

/**
 * /:slug's user and journals: read from the server each time it opens (GET /users/{user}) and
 * shown from this device, so a profile seen once opens offline. `profile` is null when neither
 * has it (then `read` says why), undefined while loading.
 */
export function useProfile(name: string): {
  profile: HeldProfile | null | undefined;
  read: ServerRead | undefined;
} {
  const { db } = useLocalStore();
  const held = useLiveQuery(() => heldProfile(db, name), [db, name]);
  const read = useServerRead(profileReadKey(name), () => readProfile(db, name));
  if (held !== null) return { profile: held, read };
  if (read === undefined || read.status === 'reading') return { profile: undefined, read };
  if (read.status === 'failed') return { profile: null, read };
  // The answer is in hand a moment before IndexedDB shows it.
  const { journals, followers, ...user } = read.value as UserProfile;
  return {
    profile: {
      user: user as Local<User>,
      journals,
      ...(followers === undefined ? {} : { followers }),
    },
    read,
  };
}
