import { lstat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, gt, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { sortedEntries } from './local-media-files.js';
import { mediaIdOfStorageName } from './media-store.js';

const HOUR = 60 * 60 * 1000;

/**
 * How old a stored file must be before the sweep may remove it. acceptMedia places an upload's
 * files before the transaction that records their rows commits, so a young file without a row
 * may be one whose row is about to appear; no transaction lasts anywhere near an hour.
 */
export const ORPHAN_GRACE_MS = HOUR;
/** A staged upload (DATA_DIR/tmp) is written to while it arrives; a day outlasts the slowest. */
export const STAGED_GRACE_MS = 24 * HOUR;
/** Looked at per sweep, so a huge media directory or table is swept over several runs. */
const FILES_PER_SWEEP = 5000;
const ROWS_PER_SWEEP = 2000;
/** Files checked against the database together, just before they are removed. */
const CHECK_BATCH = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SweepDeps = Pick<AppDeps, 'config' | 'database' | 'log' | 'now' | 'mediaFiles'>;

/** Where a sweep stopped, so the next one goes on from there instead of starting over. */
export interface SweepCursor {
  /** the last stored file looked at */
  file?: string | undefined;
  /** the last media row looked at */
  row?: string | undefined;
}

export interface SweepOptions {
  graceMs?: number;
  maxFiles?: number;
  maxRows?: number;
  cursor?: SweepCursor;
}

export interface SweepResult {
  /** stored files removed; one another process removed first is not counted */
  files: number;
  /** media rows tombstoned because their entry, journal or user is gone */
  rows: number;
  /** staged uploads removed from DATA_DIR/tmp */
  staged: number;
  cursor: SweepCursor;
}

/** Whether the file was last written at least `graceMs` ago by `now`; false once it is gone. */
async function olderThan(path: string, now: number, graceMs: number): Promise<boolean> {
  const stats = await lstat(path).catch(() => undefined);
  return stats !== undefined && now - stats.mtimeMs >= graceMs;
}

/** True when this call removed the staged file; false when it was gone already (another sweep). */
async function removeStaged(deps: SweepDeps, path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      deps.log.warn('could not remove an orphan media file', { path, error: String(error) });
    return false;
  }
}

/** A media row's entry, journal (an icon's) or user (an avatar's) no longer exists or is a tombstone. */
function ownerGone({ db, t }: Store) {
  const one = { one: sql`1` };
  return or(
    and(
      isNotNull(t.media.entryId),
      notExists(
        db
          .select(one)
          .from(t.entries)
          .where(and(eq(t.entries.id, t.media.entryId), isNull(t.entries.deletedAt))),
      ),
    ),
    and(
      eq(t.media.purpose, 'icon'),
      notExists(
        db
          .select(one)
          .from(t.journals)
          .where(and(eq(t.journals.id, t.media.journalId), isNull(t.journals.deletedAt))),
      ),
    ),
    and(
      eq(t.media.purpose, 'avatar'),
      notExists(
        db
          .select(one)
          .from(t.users)
          .where(and(eq(t.users.id, t.media.userId), isNull(t.users.deletedAt))),
      ),
    ),
  );
}

/**
 * Tombstones the live media rows, among the next `max` by id, whose owner is gone (written by a
 * crash or by hand outside the app, which tombstones them with their owner), so their files
 * become orphans and the user's storage is freed. Returns their files' names.
 */
async function tombstoneOwnerless(deps: SweepDeps, after: string | undefined, max: number) {
  const { db, t } = deps.database.read;
  const page = await db
    .select({ id: t.media.id })
    .from(t.media)
    .where(after === undefined ? undefined : gt(t.media.id, after))
    .orderBy(asc(t.media.id))
    .limit(max);
  const ids = page.map((row) => row.id);
  const next = ids.length < max ? undefined : ids.at(-1);
  if (ids.length === 0) return { names: [], next };
  const names = await deps.database.transaction(async (tx) => {
    // `deleted_at is null` is judged again on the row as it is when written: of two processes
    // tombstoning the same row at once, only one gets it back.
    const rows = await tx.db
      .update(tx.t.media)
      .set({ deletedAt: deps.now() })
      .where(and(inArray(tx.t.media.id, ids), isNull(tx.t.media.deletedAt), ownerGone(tx)))
      .returning({ storageName: tx.t.media.storageName });
    return rows.map((row) => row.storageName);
  });
  return { names, next };
}

/**
 * The files among `names` that something live uses: a live media row's, or a tombstoned row's
 * that a live entry, journal or user still points to (which the app never leaves, but a file in
 * use is never worth the risk).
 */
async function filesInUse({ db, t }: Store, names: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(names.map(mediaIdOfStorageName))].filter((id) => UUID.test(id));
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: t.media.id, storageName: t.media.storageName, deletedAt: t.media.deletedAt })
    .from(t.media)
    .where(inArray(t.media.id, ids));
  const used = new Set(rows.filter((row) => row.deletedAt === null).map((row) => row.storageName));
  const tombstoned = rows.filter((row) => row.deletedAt !== null && !used.has(row.storageName));
  if (tombstoned.length === 0) return used;
  // Rare (a tombstoned row's file outlived it only by a crash), so the scan of entries is too.
  const dead = tombstoned.map((row) => row.id);
  const pointedTo = new Set<string | null>();
  const entries = await db
    .select({
      file: t.entries.fileMediaId,
      preview: t.entries.previewMediaId,
      cover: t.entries.audioCoverMediaId,
    })
    .from(t.entries)
    .where(
      and(
        isNull(t.entries.deletedAt),
        or(
          inArray(t.entries.fileMediaId, dead),
          inArray(t.entries.previewMediaId, dead),
          inArray(t.entries.audioCoverMediaId, dead),
        ),
      ),
    );
  for (const entry of entries)
    for (const id of [entry.file, entry.preview, entry.cover]) pointedTo.add(id);
  const journals = await db
    .select({ icon: t.journals.iconMediaId })
    .from(t.journals)
    .where(and(isNull(t.journals.deletedAt), inArray(t.journals.iconMediaId, dead)));
  for (const journal of journals) pointedTo.add(journal.icon);
  const users = await db
    .select({ avatar: t.users.avatarMediaId })
    .from(t.users)
    .where(and(isNull(t.users.deletedAt), inArray(t.users.avatarMediaId, dead)));
  for (const user of users) pointedTo.add(user.avatar);
  for (const row of tombstoned) if (pointedTo.has(row.id)) used.add(row.storageName);
  return used;
}

/**
 * Removes the stored files among `names` that nothing uses, each batch checked against the
 * database just before its files go. Returns how many this call removed.
 */
async function removeUnused(deps: SweepDeps, names: readonly string[]): Promise<number> {
  let removed = 0;
  for (let start = 0; start < names.length; start += CHECK_BATCH) {
    const batch = names.slice(start, start + CHECK_BATCH);
    const used = await filesInUse(deps.database.read, batch);
    for (const name of batch) {
      if (used.has(name)) continue;
      const gone = await deps.mediaFiles.remove(name).catch((error: unknown) => {
        deps.log.warn('could not remove an orphan media file', { name, error: String(error) });
        return false;
      });
      if (gone) removed += 1;
    }
  }
  return removed;
}

/** Staged uploads a crash left in DATA_DIR/tmp: no row ever names them. */
async function sweepStaged(deps: SweepDeps, max: number): Promise<number> {
  const dir = join(deps.config.dataDir, 'tmp');
  const now = deps.now();
  let removed = 0;
  for (const entry of (await sortedEntries(dir)).filter((found) => found.isFile()).slice(0, max)) {
    const path = join(dir, entry.name);
    if ((await olderThan(path, now, STAGED_GRACE_MS)) && (await removeStaged(deps, path)))
      removed += 1;
  }
  return removed;
}

/**
 * Removes media nothing uses any more: files a crash left between an entry's deletion and their
 * removal, files of uploads whose transaction never committed, rows whose owner is gone.
 *
 * Safe with several processes sweeping at once, and beside requests: a file is removed only once
 * it is older than the grace period and, checked just before, no live row uses it. The race that
 * remains is between that check and the unlink: a row naming the file could commit in between.
 * Only acceptMedia's caller records rows for a file, in the transaction right after placing it,
 * so such a file is young and the grace period keeps it; rows are never pointed at an existing
 * file, nor are tombstones revived, so an old file nothing uses stays unused. Two sweeps
 * removing the same file both succeed (the second finds it gone, and does not count it).
 *
 * Looks at no more than `maxFiles` files and `maxRows` rows, going on from `cursor`; the
 * returned cursor is where the next sweep starts (empty once it went round).
 */
export async function sweepOrphanMedia(
  deps: SweepDeps,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const graceMs = options.graceMs ?? ORPHAN_GRACE_MS;
  const maxFiles = options.maxFiles ?? FILES_PER_SWEEP;
  const ownerless = await tombstoneOwnerless(
    deps,
    options.cursor?.row,
    options.maxRows ?? ROWS_PER_SWEEP,
  );
  const now = deps.now();
  const old: string[] = [];
  const isOld = (modifiedAt: number) => now - modifiedAt >= graceMs;
  // The files of rows just tombstoned go now if they are old enough, else when the walk finds them.
  for (const name of ownerless.names) {
    const stored = await deps.mediaFiles.stat(name);
    if (stored && isOld(stored.modifiedAt)) old.push(name);
  }
  let looked = 0;
  let last: string | undefined;
  let nextFile: string | undefined;
  for await (const { name, modifiedAt } of deps.mediaFiles.list(options.cursor?.file)) {
    if (looked === maxFiles) {
      nextFile = last;
      break;
    }
    looked += 1;
    last = name;
    if (isOld(modifiedAt)) old.push(name);
  }
  const files = await removeUnused(deps, [...new Set(old)]);
  const staged = await sweepStaged(deps, maxFiles);
  const rows = ownerless.names.length;
  if (files + rows + staged > 0) deps.log.info('swept orphan media', { files, rows, staged });
  return { files, rows, staged, cursor: { file: nextFile, row: ownerless.next } };
}
