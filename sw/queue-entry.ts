/** A stored request, as workbox-background-sync's Queue keeps it. */
export interface QueueEntry {
  request: Request;
  timestamp?: number;
  metadata?: object;
}

/** The part of workbox-background-sync's Queue the worker uses, so tests can pass an array. */
export interface RequestStore {
  pushRequest(entry: QueueEntry): Promise<void>;
  unshiftRequest(entry: QueueEntry): Promise<void>;
  shiftRequest(): Promise<QueueEntry | undefined>;
  size(): Promise<number>;
}

/** What the worker keeps beside each request: enough to order, retry and expire it. */
export interface HeldMeta {
  mutationId: string;
  createdAt: number;
  attempts: number;
  notBefore: number;
}

export const metaOf = (entry: QueueEntry) => entry.metadata as HeldMeta;
