import type { StoredMutation } from '../../contract/outbox';

/** A record this page created a moment ago, shown before IndexedDB has committed it. */
export interface JustWritten {
  kind: StoredMutation['kind'];
  record: Record<string, unknown> & { id: string };
}

export interface JustWrittenStore {
  /** Before the local write starts: a creation shows at once, any later change withdraws it. */
  written(mutation: StoredMutation): void;
  /** After the local write: committed (live queries take over shortly) or failed (withdrawn now). */
  settled(mutation: StoredMutation, ok: boolean): void;
  subscribe(listener: () => void): () => void;
  /** the same array until something changes, for useSyncExternalStore */
  snapshot(): readonly JustWritten[];
}

export interface JustWrittenOptions {
  /** How long a committed record stays here: live queries re-run after a commit in well under it. */
  keepMs?: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
}

/**
 * IndexedDB commits a write in 10–40 ms in Chromium, and a live query reads it back after that: too
 * slow for a list to show a saved entry in the frame after the click. This keeps what the page just
 * created in memory, so lists merge it in at once; the store's own copy wins once it is there.
 */
export function createJustWritten({
  keepMs = 2_000,
  setTimeout: later = (run, ms) => globalThis.setTimeout(run, ms),
}: JustWrittenOptions = {}): JustWrittenStore {
  let items: readonly JustWritten[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly JustWritten[]) => {
    if (next === items) return;
    items = next;
    for (const listener of listeners) listener();
  };
  const without = (recordId: string) =>
    items.some((item) => item.record.id === recordId)
      ? items.filter((item) => item.record.id !== recordId)
      : items;

  return {
    written(mutation) {
      if (mutation.patch.op === 'create')
        set([
          ...without(mutation.recordId),
          { kind: mutation.kind, record: { ...mutation.patch.record, id: mutation.recordId } },
        ]);
      else set(without(mutation.recordId));
    },
    settled(mutation, ok) {
      if (!ok) set(without(mutation.recordId));
      else later(() => set(without(mutation.recordId)), keepMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => items,
  };
}
