import { invitationsSeenBy } from '../journals/invitation-json.js';
import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of invitations: those the user received or sent for a journal they own. */
export const presentInvitationsForSync: SyncPresenter<'invitation'> = async (
  deps,
  store,
  user,
  ids,
) =>
  new Map(
    (await invitationsSeenBy(deps, store, user.id, ids)).map((invitation) => [
      invitation.id,
      invitation,
    ]),
  );
