import type { SyncSignal } from '../../data/sync/types';

/** A sync signal in a breadcrumb's words; record ids and server messages say enough. */
export function syncBreadcrumb(signal: SyncSignal): string {
  switch (signal.type) {
    case 'pulled':
      return `pulled ${signal.changes} changes`;
    case 'signed-out':
      return 'signed out by the server (401)';
    case 'plus-required':
      return `plus required (402): ${signal.message}`;
    case 'rejected':
      return `mutation ${signal.mutationId} refused (${signal.status}): ${signal.message}`;
  }
}
