import { userShadows } from '../social/shadows.js';
import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of shadows: the user's own, of journals they may still read, keyed by journal id. */
export const presentShadowsForSync: SyncPresenter<'shadow'> = async (deps, store, user, ids) =>
  new Map((await userShadows(deps, store, user, ids)).map((shadow) => [shadow.journal_id, shadow]));
