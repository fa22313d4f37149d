import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of bookmark records (see sync-presenter.ts). Not built yet: every change reads as a tombstone. */
export const presentBookmarksForSync: SyncPresenter<'bookmark'> = () => Promise.resolve(new Map());
