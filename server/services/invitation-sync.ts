import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of invitation records (see sync-presenter.ts). Not built yet: every change reads as a tombstone. */
export const presentInvitationsForSync: SyncPresenter<'invitation'> = () =>
  Promise.resolve(new Map());
