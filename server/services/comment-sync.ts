import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of comment records (see sync-presenter.ts). Not built yet: every change reads as a tombstone. */
export const presentCommentsForSync: SyncPresenter<'comment'> = () => Promise.resolve(new Map());
