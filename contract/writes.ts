import type { z } from 'zod';
import type { CreateBookmarkBodySchema } from './bookmarks.js';
import type { SendChatMessageBodySchema } from './chat.js';
import type { CreateCommentBodySchema, UpdateCommentBodySchema } from './comments.js';
import type { LogAddBodySchema, LogOrderBodySchema } from './daily-log.js';
import type {
  CreateEntryBodySchema,
  CreateEntryFieldsSchema,
  MoveEntryBodySchema,
  UpdateEntryBodySchema,
} from './entries.js';
import type { CreateJournalBodySchema, UpdateJournalBodySchema } from './journals.js';
import type { ModerateBodySchema } from './moderation.js';
import type { LogRemindBodySchema, RemindersPauseBodySchema } from './reminders.js';

/**
 * The catalogue of writes the page queues: each one's name, method, path below /api (a ':name'
 * segment is a param) and how its body travels. No zod at runtime: the page and the service
 * worker build requests from this, and zod would cost the first page ~90 KB gzip. The body and
 * answer schemas are in contract/write-schemas.ts, for the server and tests.
 */
export const WRITES = {
  'journal.create': { method: 'POST', path: 'journals', body: 'json' },
  'journal.update': { method: 'POST', path: 'journals/:id', body: 'json' },
  'journal.delete': { method: 'DELETE', path: 'journals/:id', body: 'none' },
  'journal.icon': { method: 'POST', path: 'journals/:id/icon', body: 'form' },
  'journal.join': { method: 'POST', path: 'journals/:id/join', body: 'none' },
  'journal.leave': { method: 'POST', path: 'journals/:id/leave', body: 'none' },
  'journal.moderate': { method: 'POST', path: 'journals/:id/moderate', body: 'json' },
  'journal.follow': { method: 'POST', path: 'journals/:id/shadow', body: 'none' },
  'journal.unfollow': { method: 'POST', path: 'journals/:id/unshadow', body: 'none' },
  'collaborator.invite': { method: 'POST', path: 'journals/:id/invite-user/:userId', body: 'none' },
  'collaborator.remove': { method: 'POST', path: 'journals/:id/remove-user/:userId', body: 'none' },
  'log.add': { method: 'POST', path: 'journals/:id/log-add', body: 'json' },
  'log.remove': { method: 'POST', path: 'journals/:id/log-remove', body: 'none' },
  'log.reorder': { method: 'POST', path: 'users/log', body: 'json' },
  'log.remind': { method: 'POST', path: 'journals/:id/log-remind', body: 'json' },
  'reminders.pause': { method: 'POST', path: 'users/reminders', body: 'json' },
  'entry.create': { method: 'POST', path: 'entries', body: 'json' },
  /** an entry with its photo, video or recording: a form, the file beside the fields */
  'entry.upload': { method: 'POST', path: 'entries', body: 'form' },
  'entry.update': { method: 'POST', path: 'entries/:id', body: 'json' },
  'entry.delete': { method: 'DELETE', path: 'entries/:id', body: 'none' },
  'entry.move': { method: 'POST', path: 'entries/:id/move/:journalId', body: 'json' },
  'entry.moderate': { method: 'POST', path: 'entries/:id/moderate', body: 'json' },
  'comment.create': { method: 'POST', path: 'comments', body: 'json' },
  'comment.update': { method: 'POST', path: 'comments/:id', body: 'json' },
  'comment.delete': { method: 'DELETE', path: 'comments/:id', body: 'none' },
  'bookmark.create': { method: 'POST', path: 'bookmarks', body: 'json' },
  'bookmark.delete': { method: 'DELETE', path: 'bookmarks/:id', body: 'none' },
  'chat.send': { method: 'POST', path: 'chat-messages', body: 'json' },
  'invitation.accept': { method: 'POST', path: 'journal-invitations/:id/accept', body: 'none' },
  'invitation.deny': { method: 'POST', path: 'journal-invitations/:id/deny', body: 'none' },
  'invitation.delete': { method: 'DELETE', path: 'journal-invitations/:id', body: 'none' },
} as const satisfies Record<string, WriteRoute>;

/** How a write's body travels: JSON, a form (text fields; the files go beside it), or none. */
type BodyKind = 'json' | 'form' | 'none';

export interface WriteRoute {
  method: 'POST' | 'DELETE';
  path: string;
  body: BodyKind;
}

export type WriteName = keyof typeof WRITES;
export type WriteMethod = WriteRoute['method'];

/** The body each write carries, as the page builds it (the schemas' input types). */
export interface WriteBodies {
  'journal.create': z.input<typeof CreateJournalBodySchema>;
  'journal.update': z.input<typeof UpdateJournalBodySchema>;
  'journal.delete': undefined;
  /** no text fields: the picture is the form's one file */
  'journal.icon': Record<string, never>;
  'journal.join': undefined;
  'journal.leave': undefined;
  'journal.moderate': z.input<typeof ModerateBodySchema>;
  'journal.follow': undefined;
  'journal.unfollow': undefined;
  'collaborator.invite': undefined;
  'collaborator.remove': undefined;
  'log.add': z.input<typeof LogAddBodySchema>;
  'log.remove': undefined;
  'log.reorder': z.input<typeof LogOrderBodySchema>;
  'log.remind': z.input<typeof LogRemindBodySchema>;
  'reminders.pause': z.input<typeof RemindersPauseBodySchema>;
  'entry.create': z.input<typeof CreateEntryBodySchema>;
  'entry.upload': z.input<typeof CreateEntryFieldsSchema>;
  'entry.update': z.input<typeof UpdateEntryBodySchema>;
  'entry.delete': undefined;
  'entry.move': z.input<typeof MoveEntryBodySchema>;
  'entry.moderate': z.input<typeof ModerateBodySchema>;
  'comment.create': z.input<typeof CreateCommentBodySchema>;
  'comment.update': z.input<typeof UpdateCommentBodySchema>;
  'comment.delete': undefined;
  'bookmark.create': z.input<typeof CreateBookmarkBodySchema>;
  'bookmark.delete': undefined;
  'chat.send': z.input<typeof SendChatMessageBodySchema>;
  'invitation.accept': undefined;
  'invitation.deny': undefined;
  'invitation.delete': undefined;
}

/** The param names of a path template: 'entries/:id/move/:journalId' → 'id' | 'journalId'. */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

export type WriteParams<N extends WriteName> = {
  [K in ParamNames<(typeof WRITES)[N]['path']>]: string;
};

/** Which write, on which records: what a (method, path) pair names (see matchWrite). */
export type WriteTarget<N extends WriteName = WriteName> = {
  [K in N]: { name: K; params: WriteParams<K> };
}[N];

/** A queued write: its name, the params of its path, and its body (absent when it has none). */
export type Write<N extends WriteName = WriteName> = {
  [K in N]: { name: K; params: WriteParams<K> } & (WriteBodies[K] extends undefined
    ? unknown
    : { body: WriteBodies[K] });
}[N];

type BodyArgument<N extends WriteName> = WriteBodies[N] extends undefined
  ? []
  : [body: WriteBodies[N]];

/** How an action declares its write: `write('entry.move', { id, journalId }, { last_modified })`. */
export function write<N extends WriteName>(
  name: N,
  params: WriteParams<N>,
  ...body: BodyArgument<N>
): Write<N> {
  return (body.length > 0 ? { name, params, body: body[0] } : { name, params }) as Write<N>;
}
