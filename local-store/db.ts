import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { Bookmark } from '../contract/bookmarks';
import type { ChatMessage } from '../contract/chat';
import type { Comment } from '../contract/comments';
import type { LogItem } from '../contract/daily-log';
import type { Entry } from '../contract/entries';
import type { Invitation } from '../contract/invitations';
import type { Journal } from '../contract/journals';
import type { RecordKind, StoredMutation } from '../contract/outbox';
import type { Shadow } from '../contract/shadows';
import type { User } from '../contract/users';

/**
 * A record as the page shows it. Records read from someone else's public pages carry `$seen` (when
 * they were read): kept for offline reading, refreshed when opened again, never part of sync.
 */
export type Local<R> = R & { $seen?: number };

/** A shadow's key is the followed journal's id (contract/shadows.ts). */
export type LocalShadow = Local<Shadow> & { id: string };

/** A mutation the server refused, kept so the page can say why and offer to try again. */
export interface RejectedMutation {
  id: string;
  mutation: StoredMutation;
  status: number;
  message: string;
  /** the record as it looked locally when refused (a refused creation is not lost) */
  snapshot: Record<string, unknown> | null;
  at: number;
}

/**
 * A record with mutations the server has not answered yet: its last server version (`base`, null
 * while the server has never had it) and those mutations in order. The record's table holds
 * `base` with them applied (absent when that is a deletion); this row goes once none are left.
 */
export interface PendingRecord {
  /** `${kind}:${recordId}` */
  key: string;
  kind: RecordKind;
  recordId: string;
  base: Record<string, unknown> | null;
  pending: string[];
  /** a pull said the server deleted it (or it is no longer ours): a late answer cannot revive it */
  goneOnServer?: boolean;
}

/** A mutation in the outbox (a row an earlier release stored keeps its shape: StoredMutation). */
export type OutboxRow = StoredMutation & {
  /** the order mutations leave in */
  seq?: number;
  /**
   * the service worker's queue holds it (it failed to send while a worker controlled the page):
   * the worker sends it and settles it here; the page only asks it to replay. Held rows are
   * always a prefix of the outbox, so the worker's order is the outbox's order.
   */
  held?: boolean;
};

export interface StoredBlob {
  id: string;
  blob: Blob;
}

interface MetaRow {
  key: string;
  value: unknown;
}

export type RitualDb = Dexie & {
  users: EntityTable<Local<User>, 'id'>;
  journals: EntityTable<Local<Journal>, 'id'>;
  entries: EntityTable<Local<Entry>, 'id'>;
  comments: EntityTable<Local<Comment>, 'id'>;
  bookmarks: EntityTable<Local<Bookmark>, 'id'>;
  chatMessages: EntityTable<Local<ChatMessage>, 'id'>;
  logItems: EntityTable<Local<LogItem>, 'id'>;
  shadows: EntityTable<LocalShadow, 'id'>;
  invitations: EntityTable<Local<Invitation>, 'id'>;
  pendingRecords: EntityTable<PendingRecord, 'key'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  rejected: EntityTable<RejectedMutation, 'id'>;
  blobs: EntityTable<StoredBlob, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
};

/** The synced tables by record kind (contract/outbox.ts RecordKind). */
export const TABLE_OF = {
  user: 'users',
  journal: 'journals',
  entry: 'entries',
  comment: 'comments',
  bookmark: 'bookmarks',
  chat_message: 'chatMessages',
  log_item: 'logItems',
  shadow: 'shadows',
  invitation: 'invitations',
} as const satisfies Record<RecordKind, string>;

export const pendingKey = (kind: RecordKind, recordId: string) => `${kind}:${recordId}`;

/**
 * Opens the page's database. Each version's stores are declared in full; a later version adds a
 * line here (and an upgrade function when data must move), and Dexie keeps existing rows.
 */
export function openLocalStore(name = 'ritual', options?: DexieOptions): RitualDb {
  const db = new Dexie(name, options) as RitualDb;
  db.version(1).stores({
    users: 'id',
    journals: 'id, user_id',
    entries: 'id, journal_id, user_id',
    comments: 'id, entry_id, journal_id',
    bookmarks: 'id, entry_id',
    chatMessages: 'id, sender_id, recipient_id',
    logItems: 'id, journal_id',
    shadows: 'id',
    invitations: 'id, journal_id',
    pendingRecords: 'key',
    outbox: '++seq, &id, recordId',
    rejected: 'id, mutation.recordId',
    blobs: 'id',
    meta: 'key',
  });
  // A journal's newest entries straight from an index, for its page's first screen and each
  // further page of its infinite scroll, instead of reading and sorting the whole journal.
  db.version(2).stores({ entries: 'id, journal_id, user_id, [journal_id+id]' });
  return db;
}
