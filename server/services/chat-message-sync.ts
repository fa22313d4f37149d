import type { SyncPresenter } from './sync-presenter.js';

/** Sync's view of chat_message records (see sync-presenter.ts). Not built yet: every change reads as a tombstone. */
export const presentChatMessagesForSync: SyncPresenter<'chat_message'> = () =>
  Promise.resolve(new Map());
