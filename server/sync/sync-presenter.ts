import type { SyncChange, SyncKind } from '../../contract/sync.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import type { UserRow } from '../db/rows.js';

/** The kinds beyond the core three (user, journal, entry) that sync carries. */
export type SocialKind = Exclude<SyncKind, 'user' | 'journal' | 'entry'>;

export type SyncRecord<K extends SyncKind> = NonNullable<
  Extract<SyncChange, { kind: K }>['record']
>;

/**
 * Presents, as the user may see them now, the records of one kind that changed. An id missing
 * from the answer reaches the user as a tombstone: deleted, or no longer theirs to see.
 */
export type SyncPresenter<K extends SocialKind> = (
  deps: AppDeps,
  store: Store,
  user: UserRow,
  ids: readonly string[],
) => Promise<Map<string, SyncRecord<K>>>;
