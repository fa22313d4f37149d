import type { SendOutcome, StoredMutation } from '../../contract/outbox';
import type { Transport } from '../data/sync/types';

/** A file-carrying mutation on its way to the server: what docs/product.md §4's upload list is made of. */
export type UploadEvent =
  | { type: 'sending'; mutation: StoredMutation }
  /** 0..1 of the body the network has taken; a transport that cannot see it sends none */
  | { type: 'progress'; mutationId: string; fraction: number }
  | { type: 'sent'; mutationId: string; outcome: SendOutcome }
  /** the entry was deleted, or its refused write discarded: its uploads leave the list */
  | { type: 'gone'; recordId: string };

const carriesFiles = (mutation: StoredMutation) => (mutation.files?.length ?? 0) > 0;

/**
 * Wraps any transport (the direct one, or the service worker's queue of issue 7) so every send of
 * a mutation with files is reported: when it starts, how far it got, and how it ended. The engine
 * sees the same outcomes as before.
 */
export function reportUploads(
  transport: Transport,
  report: (event: UploadEvent) => void,
): Transport {
  return {
    ...(transport.queue ? { queue: transport.queue } : {}),
    async send(mutation, onProgress) {
      if (!carriesFiles(mutation)) return transport.send(mutation, onProgress);
      const mutationId = mutation.id;
      report({ type: 'sending', mutation });
      let outcome: SendOutcome = { kind: 'retry', reason: 'The upload stopped.' };
      try {
        outcome = await transport.send(mutation, (fraction) => {
          report({ type: 'progress', mutationId, fraction });
          onProgress?.(fraction);
        });
        return outcome;
      } finally {
        // A transport that throws still ends its upload, so no row is left 'sending' for ever.
        report({ type: 'sent', mutationId, outcome });
      }
    },
  };
}
