import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of log_item records (see sync-presenter.ts). Not built yet: every change reads as a tombstone. */
export const presentLogItemsForSync: SyncPresenter<'log_item'> = () => Promise.resolve(new Map());
