import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of shadow records (see sync-presenter.ts). Not built yet: every change reads as a tombstone. */
export const presentShadowsForSync: SyncPresenter<'shadow'> = () => Promise.resolve(new Map());
