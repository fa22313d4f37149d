import type { Tables } from './schema.js';

/** A table's row as both dialects read it. */
type Row<Name extends keyof Tables> = Tables[Name]['$inferSelect'];

export type UserRow = Row<'users'>;
export type JournalRow = Row<'journals'>;
export type EntryRow = Row<'entries'>;
export type MediaRow = Row<'media'>;
export type CommentRow = Row<'comments'>;
export type BookmarkRow = Row<'bookmarks'>;
export type ChatMessageRow = Row<'chatMessages'>;
export type InvitationRow = Row<'invitations'>;
export type LogItemRow = Row<'logItems'>;
export type ActivityRow = Row<'activity'>;
