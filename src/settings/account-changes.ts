import type { ProfileChanges } from '../../contract/account';
import type { OwnUserChanges } from '../shell/update-own-user';

/**
 * What settings sends to POST /users beside the shell's own changes: the newsletter, and a new
 * email with the current password that proves it is the owner asking.
 */
export type AccountChanges = OwnUserChanges &
  Pick<ProfileChanges, 'newsletter' | 'email' | 'current_password'>;
