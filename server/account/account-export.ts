import { Readable } from 'node:stream';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import yazl from 'yazl';
import { exportFileName } from '../../contract/account-security.js';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { presentBookmark } from '../social/bookmark-json.js';
import { presentChatMessage } from '../social/chat-json.js';
import { presentComments } from '../social/comment-json.js';
import { presentEntries } from '../entries/entry-json.js';
import { presentJournals } from '../journals/journal-json.js';
import { ownUser } from './user-json.js';
import type { MediaRow, UserRow } from '../db/rows.js';

/** Rows per presenter call: its `in (…)` lists stay far below either database's parameter limit. */
const CHUNK = 500;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-m4v': 'm4v',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/ogg': 'ogg',
  'audio/aiff': 'aiff',
  'audio/x-aiff': 'aiff',
  'audio/wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/x-wav': 'wav',
};

/** Where a media file lies in the zip: its id (as entries.json and media.json name it) and type. */
const exportMediaPath = (media: Pick<MediaRow, 'id' | 'mime'>) =>
  `media/${media.id}.${EXTENSIONS[media.mime] ?? 'bin'}`;

async function inChunks<R, T>(rows: R[], present: (chunk: R[]) => Promise<T[]>): Promise<T[]> {
  const presented: T[] = [];
  for (let at = 0; at < rows.length; at += CHUNK)
    presented.push(...(await present(rows.slice(at, at + CHUNK))));
  return presented;
}

/** The user's own records as the API shows them to their owner, one list per file of the zip. */
async function exportRecords(deps: AppDeps, store: Store, user: UserRow) {
  const { db, t } = store;
  const journalRows = await db
    .select()
    .from(t.journals)
    .where(and(eq(t.journals.userId, user.id), isNull(t.journals.deletedAt)))
    .orderBy(asc(t.journals.createdAt), asc(t.journals.id));
  const entryRows = await db
    .select()
    .from(t.entries)
    .where(and(eq(t.entries.userId, user.id), isNull(t.entries.deletedAt)))
    .orderBy(asc(t.entries.id));
  const commentRows = await db
    .select({ comment: t.comments, journalId: t.entries.journalId })
    .from(t.comments)
    .innerJoin(t.entries, eq(t.entries.id, t.comments.entryId))
    .where(and(eq(t.comments.userId, user.id), isNull(t.comments.deletedAt)))
    .orderBy(asc(t.comments.id));
  const bookmarkRows = await db
    .select()
    .from(t.bookmarks)
    .where(and(eq(t.bookmarks.userId, user.id), isNull(t.bookmarks.deletedAt)))
    .orderBy(asc(t.bookmarks.id));
  // A conversation is both people's: the user's export holds what they sent and received.
  const messageRows = await db
    .select()
    .from(t.chatMessages)
    .where(or(eq(t.chatMessages.senderId, user.id), eq(t.chatMessages.recipientId, user.id)))
    .orderBy(asc(t.chatMessages.id));
  const mediaRows = await db
    .select()
    .from(t.media)
    .where(and(eq(t.media.userId, user.id), isNull(t.media.deletedAt)))
    .orderBy(asc(t.media.id));
  return {
    'user.json': await ownUser(deps, store, user),
    'journals.json': await inChunks(journalRows, (rows) =>
      presentJournals(deps, store, user, rows),
    ),
    'entries.json': await inChunks(entryRows, (rows) => presentEntries(deps, store, user, rows)),
    'comments.json': await inChunks(commentRows, (rows) => presentComments(deps, store, rows)),
    'bookmarks.json': bookmarkRows.map(presentBookmark),
    'chat-messages.json': messageRows.map(presentChatMessage),
    media: mediaRows,
  };
}

/** The calendar day of `now` in the user's timezone, as YYYY-MM-DD. */
function exportDay(now: number, timezone: string): string {
  const day = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return day(timezone);
  } catch {
    return day('UTC');
  }
}

interface AccountExport {
  fileName: string;
  /** the zip, produced as it is read; media files are read from disk one at a time */
  stream: ReadableStream<Uint8Array>;
}

/**
 * Everything the user made, as a zip: the JSON of their account, journals, entries, comments,
 * bookmarks and chat messages, an index of their media (media.json) and each media file.
 */
export async function exportAccount(deps: AppDeps, user: UserRow): Promise<AccountExport> {
  const records = await exportRecords(deps, deps.database.read, user);
  const now = deps.now();
  const zip = new yazl.ZipFile();
  const mtime = new Date(now);
  const { media, ...lists } = records;
  for (const [name, value] of Object.entries(lists))
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name, { mtime });
  const files: { row: MediaRow; size: number }[] = [];
  for (const row of media) {
    const found = await deps.mediaFiles.stat(row.storageName);
    if (found) files.push({ row, size: found.size });
    else deps.log.warn('export: a media file is missing', { id: row.id, userId: user.id });
  }
  const index = files.map(({ row }) => ({
    file: exportMediaPath(row),
    id: row.id,
    purpose: row.purpose,
    entry_id: row.entryId,
    journal_id: row.journalId,
    type: row.mime,
    size: row.size,
    name: row.originalName,
  }));
  zip.addBuffer(Buffer.from(JSON.stringify(index, null, 2)), 'media.json', { mtime });
  for (const { row, size } of files)
    // Pictures, video and sound are compressed already; the zip only stores them.
    zip.addReadStreamLazy(exportMediaPath(row), { mtime, size, compress: false }, (done) => {
      deps.mediaFiles.read(row.storageName).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    deps.log.warn('export failed while streaming', { userId: user.id, error: String(error) });
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  zip.end();
  return {
    fileName: exportFileName(user.username, exportDay(now, user.timezone)),
    stream: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}
