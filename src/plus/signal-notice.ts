import type { SyncSignal } from '../data/sync/types';

/** Where the page shows news from the sync engine: the plus overlay, the red banner, or nowhere. */
export type SignalNotice = { show: 'plus-overlay' | 'banner'; message: string } | null;

/**
 * docs/product.md §8: a write refused with 402 opens the plus-upgrade overlay instead of marking an error, so
 * its 'rejected' twin stays out of the banner; any other refusal reads in the banner.
 */
export function signalNotice(signal: SyncSignal): SignalNotice {
  if (signal.type === 'plus-required') return { show: 'plus-overlay', message: signal.message };
  if (signal.type === 'rejected' && signal.status !== 402)
    return { show: 'banner', message: signal.message };
  return null;
}
