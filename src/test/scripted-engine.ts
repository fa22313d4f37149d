import type { SendOutcome, StoredMutation } from '../../contract/outbox';
import type { SyncChange } from '../../contract/sync';
import type { RitualDb } from '../../local-store/db';
import { createSyncEngine } from '../data/sync/engine';

/** One page of GET /sync, as the server answers it. */
export interface SyncPage {
  changes: SyncChange[];
  cursor: string;
  more: boolean;
}

// The actions' tests' device: a sync engine without a network. Tests only.

/**
 * A sync engine on `db` at the fixed moment `now`, whose server answers each send with `answer`
 * and each pull with the next page `serve` queued (an empty page once they are used up).
 */
export function scriptedEngine(
  db: RitualDb,
  answer: (mutation: StoredMutation) => SendOutcome,
  now: number,
) {
  let pages: SyncPage[] = [];
  const engine = createSyncEngine({
    db,
    transport: { send: (mutation) => Promise.resolve(answer(mutation)) },
    get: () =>
      Promise.resolve({
        status: 200,
        body: pages.shift() ?? { changes: [], cursor: '9', more: false },
      }),
    now: () => now,
    random: () => 0.5,
    withLock: (work) => work(),
  });
  return { engine, serve: (next: SyncPage[]) => (pages = next) };
}
