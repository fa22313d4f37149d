import { and, eq, isNull, sql } from 'drizzle-orm';
import { readableBytes } from '../../contract/byte-size.js';
import type { StorageUse } from '../../contract/storage.js';
import { isPlus } from '../billing/plan.js';
import type { Config } from '../config.js';
import type { Store } from '../db/database.js';
import type { UserRow } from '../db/rows.js';
import { tooLarge, type DomainError } from '../errors.js';

type Account = Pick<UserRow, 'id' | 'plus' | 'plusUntil'>;

/** How many more bytes of files an upload may bring, and the refusal once it brings more. */
export interface Room {
  bytes: number;
  refuse(): DomainError;
}

/** Bytes of every file the user keeps: originals, previews, covers, avatar, icons. */
async function usedBytes({ db, t }: Store, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<number | string | null>`sum(${t.media.size})` })
    .from(t.media)
    .where(and(eq(t.media.userId, userId), isNull(t.media.deletedAt)));
  // PostgreSQL sums a bigint as numeric, which node-postgres hands over as text.
  return Number(row?.used ?? 0);
}

export async function storageUse(
  store: Store,
  config: Pick<Config, 'storageQuota'>,
  user: Account,
  now: number,
): Promise<StorageUse> {
  const quotaBytes = isPlus(user, now) ? config.storageQuota.plus : config.storageQuota.free;
  return { usedBytes: await usedBytes(store, user.id), quotaBytes };
}

const storageFull = ({ usedBytes, quotaBytes }: StorageUse, plus: boolean) =>
  tooLarge(
    `This upload would take you past your storage of ${readableBytes(quotaBytes)}: you keep ` +
      `${readableBytes(usedBytes)} of files already. Delete entries with files you no longer ` +
      `need${plus ? '' : ', or upgrade to Plus for more room'}, then try again.`,
  );

/** The room left for an upload's files as it streams in (http/multipart.ts stops it past this). */
export async function uploadRoom(
  store: Store,
  config: Pick<Config, 'storageQuota'>,
  user: Account,
  now: number,
): Promise<Room> {
  const use = await storageUse(store, config, user, now);
  return {
    bytes: Math.max(0, use.quotaBytes - use.usedBytes),
    refuse: () => storageFull(use, isPlus(user, now)),
  };
}

/**
 * The authoritative check, in the transaction that records the files (the user's row locked):
 * two uploads streamed at once each fit the room they saw, but not both together.
 */
export async function checkStorage(
  tx: Store,
  config: Pick<Config, 'storageQuota'>,
  user: Account,
  now: number,
  addingBytes: number,
): Promise<void> {
  const use = await storageUse(tx, config, user, now);
  if (use.usedBytes + addingBytes > use.quotaBytes) throw storageFull(use, isPlus(user, now));
}
