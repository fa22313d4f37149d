import { presentBookmarksForSync } from './bookmark-sync.js';
import { presentChatMessagesForSync } from './chat-message-sync.js';
import { presentCommentsForSync } from './comment-sync.js';
import { presentInvitationsForSync } from './invitation-sync.js';
import { presentLogItemsForSync } from './log-item-sync.js';
import { presentShadowsForSync } from './shadow-sync.js';
import type { SocialKind, SyncPresenter } from './sync-presenter.js';

/** One presenter per social kind; a kind added to the contract without one fails to compile. */
export const syncPresenters: { [K in SocialKind]: SyncPresenter<K> } = {
  comment: presentCommentsForSync,
  bookmark: presentBookmarksForSync,
  chat_message: presentChatMessagesForSync,
  log_item: presentLogItemsForSync,
  shadow: presentShadowsForSync,
  invitation: presentInvitationsForSync,
};
