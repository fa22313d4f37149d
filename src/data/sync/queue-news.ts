import { QUEUE_CHANNEL, type QueueNews } from '../../../contract/mutation-queue';
import type { SendOutcome } from '../../../contract/outbox';
import type { SyncSignal } from './types';

/**
 * Hears the service worker's queue (every tab does: a Background Sync replay may have no page to
 * answer). Its outcomes are already settled in IndexedDB; the page shows what they mean.
 */
export function listenToQueue(onNews: (news: QueueNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.onmessage = (event: MessageEvent<QueueNews>) => onNews(event.data);
  return () => channel.close();
}

/** What the page shows for the worker's news: the same signals the page's own sends raise. */
export function signalsOf(news: QueueNews): SyncSignal[] {
  switch (news.type) {
    case 'sent':
      return [];
    case 'signed-out':
      return [{ type: 'signed-out' }];
    case 'refused': {
      const { mutationId, status, message } = news;
      const rejected: SyncSignal = { type: 'rejected', mutationId, status, message };
      return status === 402 ? [rejected, { type: 'plus-required', message }] : [rejected];
    }
  }
}

/** The send outcome a piece of news stands for, for the upload list. */
export function outcomeOf(news: Exclude<QueueNews, { type: 'signed-out' }>): SendOutcome {
  return news.type === 'sent'
    ? { kind: 'done', status: 200, body: null }
    : { kind: 'refused', status: news.status, message: news.message };
}
