import { z } from 'zod';
import { BookmarkSchema, CreateBookmarkBodySchema } from './bookmarks.js';
import { ChatMessageSchema, SendChatMessageBodySchema } from './chat.js';
import { CommentSchema, CreateCommentBodySchema, UpdateCommentBodySchema } from './comments.js';
import {
  DailyLogSchema,
  LogAddBodySchema,
  LogItemSchema,
  LogOrderBodySchema,
} from './daily-log.js';
import {
  CreateEntryBodySchema,
  CreateEntryFieldsSchema,
  EntrySchema,
  MoveEntryBodySchema,
  UpdateEntryBodySchema,
} from './entries.js';
import { RecordIdSchema } from './ids.js';
import { InvitationSchema } from './invitations.js';
import { CreateJournalBodySchema, JournalSchema, UpdateJournalBodySchema } from './journals.js';
import { ModerateBodySchema } from './moderation.js';
import { LogRemindBodySchema, RemindersPauseBodySchema } from './reminders.js';
import { UserSchema } from './users.js';
import { ShadowSchema } from './shadows.js';
import { matchWrite } from './write-request.js';
import type { Write, WriteBodies, WriteName } from './writes.js';

/** A 204: the answer has no body (a batch reports it as null). */
const NoAnswer = z.null();
/** A form with no text fields (the picture is its one file). */
const NoFields = z.object({});

/**
 * Each write's body schema (null: it has none) and the schema of its answer: the catalogue's zod
 * half (contract/writes.ts has the rest). For the server and tests; the page never loads it.
 */
export const WRITE_SCHEMAS = {
  'journal.create': { body: CreateJournalBodySchema, answer: JournalSchema },
  'journal.update': { body: UpdateJournalBodySchema, answer: JournalSchema },
  'journal.delete': { body: null, answer: NoAnswer },
  'journal.icon': { body: NoFields, answer: JournalSchema },
  'journal.join': { body: null, answer: JournalSchema },
  'journal.leave': { body: null, answer: NoAnswer },
  'journal.moderate': { body: ModerateBodySchema, answer: JournalSchema },
  'journal.follow': { body: null, answer: ShadowSchema },
  'journal.unfollow': { body: null, answer: NoAnswer },
  'collaborator.invite': { body: null, answer: InvitationSchema },
  'collaborator.remove': { body: null, answer: NoAnswer },
  'log.add': { body: LogAddBodySchema, answer: LogItemSchema },
  'log.remove': { body: null, answer: NoAnswer },
  'log.reorder': { body: LogOrderBodySchema, answer: DailyLogSchema },
  'log.remind': { body: LogRemindBodySchema, answer: LogItemSchema },
  'reminders.pause': { body: RemindersPauseBodySchema, answer: UserSchema },
  'entry.create': { body: CreateEntryBodySchema, answer: EntrySchema },
  'entry.upload': { body: CreateEntryFieldsSchema, answer: EntrySchema },
  'entry.update': { body: UpdateEntryBodySchema, answer: EntrySchema },
  'entry.delete': { body: null, answer: NoAnswer },
  'entry.move': { body: MoveEntryBodySchema, answer: EntrySchema },
  'entry.moderate': { body: ModerateBodySchema, answer: EntrySchema },
  'comment.create': { body: CreateCommentBodySchema, answer: CommentSchema },
  'comment.update': { body: UpdateCommentBodySchema, answer: CommentSchema },
  'comment.delete': { body: null, answer: NoAnswer },
  'bookmark.create': { body: CreateBookmarkBodySchema, answer: BookmarkSchema },
  'bookmark.delete': { body: null, answer: NoAnswer },
  'chat.send': { body: SendChatMessageBodySchema, answer: ChatMessageSchema },
  'invitation.accept': { body: null, answer: InvitationSchema },
  'invitation.deny': { body: null, answer: InvitationSchema },
  'invitation.delete': { body: null, answer: NoAnswer },
} as const satisfies {
  [N in WriteName]: {
    body: WriteBodies[N] extends undefined ? null : z.ZodType<unknown, WriteBodies[N]>;
    answer: z.ZodType;
  };
};

export type WriteAnswer<N extends WriteName> = z.infer<(typeof WRITE_SCHEMAS)[N]['answer']>;

/** What readWrite made of a write: the catalogued write, or why it is not one. */
export type ReadWrite = { success: true; write: Write } | { success: false; message: string };

const failure = (message: string): ReadWrite => ({ success: false, message });

/**
 * A write as it arrives from outside (a batch carries method, path and JSON body): matched
 * against the catalogue, its params read as record ids and its body validated by its schema, so a
 * batched write meets the rules of the route it names. A write without a body ignores one sent,
 * as its route does.
 */
export function readWrite(method: string, path: string, body: unknown): ReadWrite {
  const target = matchWrite(method, path);
  if (!target) return failure(`${method} ${path} is not a write the API queues.`);
  for (const [name, value] of Object.entries(target.params))
    if (!RecordIdSchema.safeParse(value).success) return failure(`${name} must be a record id.`);
  const schema = WRITE_SCHEMAS[target.name].body;
  if (schema === null) return { success: true, write: target as Write };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return failure(z.prettifyError(parsed.error).replace(/\n/g, ' '));
  // the body as sent: the route it names parses it again
  return { success: true, write: { ...target, body } as Write };
}
